import React, {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {FilledSampleProps} from './FilledSample';
import {CHANGED_EVENT, hasStoredValues} from '@site/src/lib/projectSamples.mjs';

type Props = ComponentProps<typeof CodeBlock>;
type Filled = ComponentType<FilledSampleProps>;

const ProjectValuesDialog = lazy(() => import('./Dialog'));

/** The filled sample's code, once loaded: every sample of the page shares it. */
let loaded: Filled | null = null;
let loading: Promise<Filled> | null = null;
const loadFilled = (): Promise<Filled> => {
  loading ??= import('./FilledSample').then((m) => (loaded = m.default));
  return loading;
};

/**
 * A Catalyst sample with a placeholder the reader's project values fill
 * (plugins/projectSamples.ts puts it in place of the code block). The server,
 * hydration and a reader with no values get the code block as it is and a
 * line under it that opens the form. Only when values are stored (now, or
 * once the reader saves them) does the code that fills them in load
 * (./FilledSample.tsx).
 */
export default function ProjectSample({code, ...props}: Props & {code: string}): ReactNode {
  const [Filled, setFilled] = useState<Filled | null>(null);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    const load = (): void => {
      if (hasStoredValues()) void loadFilled().then((component) => setFilled(() => component));
    };
    if (loaded && hasStoredValues()) setFilled(() => loaded);
    else load();
    // Saved on this page, or in another tab.
    window.addEventListener(CHANGED_EVENT, load);
    window.addEventListener('storage', load);
    return () => {
      window.removeEventListener(CHANGED_EVENT, load);
      window.removeEventListener('storage', load);
    };
  }, []);
  const edit = (): void => setEditing(true);
  // When the form closes, the focus goes back to the sample's "project values"
  // button, as it does for any dialog. After a save the filled sample may
  // replace the plain one a moment later, with a button of its own: the
  // focus follows it there.
  const slot = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const close = (): void => {
    refocus.current = true;
    setEditing(false);
  };
  useEffect(() => {
    if (editing || !refocus.current) return;
    const buttons = slot.current?.querySelectorAll<HTMLButtonElement>('.project-sample__edit');
    buttons?.[buttons.length - 1]?.focus();
    refocus.current = Boolean(!Filled && hasStoredValues());
  }, [editing, Filled]);
  return (
    <div ref={slot} className="project-sample-slot">
      {Filled ? (
        <Filled {...props} code={code} onEdit={edit} />
      ) : (
        <div className="project-sample">
          <CodeBlock {...props}>{code}</CodeBlock>
          <p className="project-sample__note">
            <button type="button" className="project-sample__edit" onClick={edit}>
              Fill in your project values
            </button>
          </p>
        </div>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ProjectValuesDialog onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
