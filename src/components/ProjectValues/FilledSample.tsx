import React, {useEffect, useRef, useSyncExternalStore, type ComponentProps, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {useProjectValues} from '@site/src/lib/projectStore';
import {LABELS, fillSample} from '@site/src/lib/projectValues.mjs';

export type FilledSampleProps = ComponentProps<typeof CodeBlock> & {code: string; onEdit: () => void};

/**
 * The filled-in values of every sample on the page, marked through
 * `::highlight(project-value)`; the API token also through
 * `::highlight(project-token)`, which hides it on screen until the reader
 * asks to see it (src/css/custom.css). The text stays the token, so copying
 * copies it.
 */
const marked = new Map<HTMLElement, {values: Range[]; tokens: Range[]}>();
let tokenShown = false;
const tokenListeners = new Set<() => void>();

function redrawMarks(): void {
  // The Custom Highlight API (Chromium 105, Safari 17.2, Firefox 140); without it the line under the sample says what was filled in.
  if (typeof Highlight === 'undefined' || !('highlights' in CSS)) return;
  // TypeScript's DOM types give HighlightRegistry no Map methods yet.
  const registry = CSS.highlights as unknown as Map<string, Highlight>;
  const all = [...marked.values()];
  const draw = (name: string, ranges: Range[]): void => {
    if (ranges.length) registry.set(name, new Highlight(...ranges));
    else registry.delete(name);
  };
  draw(
    'project-value',
    all.flatMap((m) => m.values),
  );
  draw('project-token', tokenShown ? [] : all.flatMap((m) => m.tokens));
}

function useTokenShown(): [boolean, () => void] {
  const shown = useSyncExternalStore(
    (listener) => {
      tokenListeners.add(listener);
      return () => tokenListeners.delete(listener);
    },
    () => tokenShown,
    () => false,
  );
  const toggle = (): void => {
    tokenShown = !tokenShown;
    redrawMarks();
    tokenListeners.forEach((l) => l());
  };
  return [shown, toggle];
}

/** Ranges over the rendered code for each value, found in order in its text. */
function rangesFor(code: Element, values: string[]): Range[] {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  const text = nodes.map((n) => n.data).join('');
  const at = (index: number): [Text, number] => {
    let offset = index;
    for (const node of nodes) {
      if (offset <= node.data.length) return [node, offset];
      offset -= node.data.length;
    }
    const last = nodes[nodes.length - 1];
    return [last, last.data.length];
  };
  const ranges: Range[] = [];
  let from = 0;
  for (const value of values) {
    const start = text.indexOf(value, from);
    if (start < 0) continue;
    const range = document.createRange();
    range.setStart(...at(start));
    range.setEnd(...at(start + value.length));
    ranges.push(range);
    from = start + value.length;
  }
  return ranges;
}

/**
 * A Catalyst sample once the reader has values: the code with them in (so
 * copying copies them), each value marked, and the line under it saying what
 * was filled in. Loaded by ./ProjectSample.tsx only when values are stored.
 */
export default function FilledSample({code, onEdit, ...props}: FilledSampleProps): ReactNode {
  const stored = useProjectValues();
  const ref = useRef<HTMLDivElement>(null);
  const [tokenVisible, toggleToken] = useTokenShown();
  const {text, filled} = stored ? fillSample(code, stored.values) : {text: code, filled: []};
  const shown = filled.map((f) => `${f.key}\u0001${text.slice(f.start, f.end)}`).join('\u0000');

  useEffect(() => {
    const element = ref.current;
    const codeElement = element?.querySelector('pre code');
    if (!element || !codeElement) return undefined;
    if (shown) {
      const parts = shown.split('\u0000').map((p) => p.split('\u0001'));
      const ranges = rangesFor(
        codeElement,
        parts.map(([, value]) => value),
      );
      marked.set(element, {values: ranges, tokens: ranges.filter((_, i) => parts[i][0] === 'token')});
    } else marked.delete(element);
    redrawMarks();
    return () => {
      marked.delete(element);
      redrawMarks();
    };
  }, [shown, text]);

  const kinds = [...new Set(filled.map((f) => LABELS[f.key]))];
  return (
    <div ref={ref} className="project-sample">
      <CodeBlock {...props}>{text}</CodeBlock>
      <p className="project-sample__note">
        {kinds.length > 0 && <>Filled in with your {kinds.join(', ')}. </>}
        {filled.some((f) => f.key === 'token') && (
          <>
            <button type="button" className="project-sample__edit" aria-pressed={tokenVisible} onClick={toggleToken}>
              {tokenVisible ? 'Hide the token' : 'Show the token'}
            </button>
            {' · '}
          </>
        )}
        <button type="button" className="project-sample__edit" onClick={onEdit}>
          {stored ? 'Change your project values' : 'Fill in your project values'}
        </button>
      </p>
    </div>
  );
}
