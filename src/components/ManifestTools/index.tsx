import React, {useId, useRef, useState, type ComponentType, type ReactNode} from 'react';
import type {ManifestSpec} from '@site/src/lib/componentManifest.mjs';
import type {ToolsProps} from './Tools';

type Mode = 'build' | 'check';
type Loaded = {Tools: ComponentType<ToolsProps>; spec: ManifestSpec};

type Props = {
  /** The component's slug: its key in the data `load` gives. */
  component: string;
  /** Imports the field lists of the page's category (`_manifests.json` beside the page). */
  load: () => Promise<{default: Record<string, ManifestSpec>}>;
};

/**
 * The manifest builder and checker of a component page: two buttons until the
 * reader opens one. Only then do the tools' code, their styles and the field
 * lists download, so the page weighs what it did without them; Infima's classes
 * style what the page shows before. Pointing at a button starts the download.
 */
export default function ManifestTools({component, load}: Props): ReactNode {
  const [mode, setMode] = useState<Mode | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const pending = useRef<Promise<Loaded> | null>(null);
  const panelId = useId();

  const fetchTools = (): Promise<Loaded> => {
    pending.current ??= Promise.all([import('./Tools'), load()]).then(([tools, data]) => {
      const spec = data.default[component];
      if (!spec) throw new Error(`no field list for "${component}"`);
      return {Tools: tools.default, spec};
    });
    return pending.current;
  };
  const warm = (): void => {
    fetchTools().catch(() => {
      pending.current = null;
    });
  };
  const start = (): void => {
    setFailed(null);
    fetchTools().then(setLoaded, (err: unknown) => {
      pending.current = null;
      setFailed(err instanceof Error ? err.message : String(err));
    });
  };
  const open = (next: Mode): void => {
    setMode((current) => (current === next ? null : next));
    start();
  };

  const button = (which: Mode, label: string): ReactNode => (
    <button
      type="button"
      className={`button button--sm margin-right--sm margin-bottom--sm ${mode === which ? 'button--primary' : 'button--secondary'}`}
      aria-expanded={mode === which}
      aria-controls={panelId}
      onClick={() => open(which)}
      onPointerEnter={warm}
      onFocus={warm}
    >
      {label}
    </button>
  );

  return (
    <div className="manifest-tools margin-vert--lg">
      <p className="margin-bottom--sm">
        Make this manifest your own: fill in the fields below, or paste a manifest you already have to check it. What
        you type stays in this page.
      </p>
      {button('build', 'Build a manifest')}
      {button('check', 'Check a manifest')}
      <div id={panelId} hidden={mode === null}>
        {mode &&
          (failed ? (
            <p role="alert">
              The tools did not load ({failed}).{' '}
              <button type="button" className="button button--sm button--secondary" onClick={start}>
                Retry
              </button>
            </p>
          ) : loaded ? (
            <loaded.Tools mode={mode} spec={loaded.spec} />
          ) : (
            <p role="status">Loading the fields…</p>
          ))}
      </div>
    </div>
  );
}
