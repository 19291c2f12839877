import React, {
  type ComponentProps,
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import clsx from 'clsx';
import type SearchBar from '@theme-original/SearchBar';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActivePlugin, useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import useIsBrowser from '@docusaurus/useIsBrowser';
// The plugin's own stylesheet and helpers, so the stand-in looks and reads
// exactly like the box it stands in for (same class names, same hint).
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import LoadingRing from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing';
import {
  getKeymapHints,
  matchesKeymap,
  parseKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import {searchBarShortcutKeymap} from '@site/config/searchShortcut';
import {observeRepairs} from '@site/src/lib/observeRepairs';
import {repairSearchBox} from './accessibleMarkup';
import own from '@site/src/theme/SearchBar/styles.module.css';

type Props = ComponentProps<typeof SearchBar>;

/** The search box's code (the plugin's SearchBar with autocomplete, mark.js and the worker client), loaded once. */
let loading: Promise<ComponentType<Props>> | null = null;
let loaded: ComponentType<Props> | null = null;
/** Loaded with the box: what keeps the reader's focus once the box is shown (./keepReadersFocus). */
let keepReadersFocus: ((box: HTMLInputElement) => void) | null = null;

function loadSearchBar(): Promise<ComponentType<Props>> {
  loading ??= Promise.all([import('@theme-original/SearchBar'), import('./keepReadersFocus')]).then(
    ([module, focus]) => {
      keepReadersFocus = focus.keepReadersFocus;
      return (loaded = module.default as ComponentType<Props>);
    },
    (error: unknown) => {
      // A later interaction tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * On the reader's first hover, touch, focus or Ctrl/Cmd+K: the worker and
 * the index start loading beside the box's code (./warmIndex.ts), not after
 * it. Not on a page opened from a search result, which loads the box at once
 * but its index, as before, on first use.
 */
function warmIndex(pathname: string, versionUrl: string): void {
  import('./warmIndex').then(
    (module) => module.warmIndex(pathname, versionUrl),
    // The box's own request reports what failed.
    () => undefined,
  );
}

/** The query parameter the plugin adds to a result's address to mark the search terms on arrival. */
const HIGHLIGHT = '_highlight';

/**
 * The search box, with its code loaded on first use. The plugin already
 * loads its index only when the box is first focused or hovered; its code
 * (about 90 KB before compression: the box, mark.js and the worker client)
 * still shipped in main.js for every page. Here the navbar renders a stand-in
 * with the plugin's markup and classes, so nothing moves, and the real box
 * takes its place on the first hover, touch, focus or Ctrl/Cmd+K, or at once
 * on a page opened from a search result, whose terms the box highlights.
 *
 * Not one keystroke is lost on the way. The stand-in is an ordinary input
 * and keeps the focus, and everything typed, pasted or deleted, while the
 * real box loads and mounts hidden beside it. Only once the real box has
 * rendered with its search context (which index to load) does the swap
 * happen, in one task: the text and the caret are copied, the real box is
 * shown and focused, the stand-in hidden. A key event is handled before that
 * task or after it, so it lands in one box or the other, never in between.
 * Before hydration a click focuses the server-rendered stand-in natively and
 * Ctrl/Cmd+K is caught by an inline script (patches/docusaurus/firstPaint.ts);
 * hydration keeps what was typed, and the first effect starts the hand-over.
 */
export default function LazySearchBar({
  onLoadError,
  ...props
}: Props & {onLoadError: (error: unknown) => void}): ReactNode {
  const [Real, setReal] = useState<ComponentType<Props> | null>(() => loaded);
  // The real box is mounted hidden first; `shown` once the swap has happened
  // (at once when the code was already loaded, on a later page of the visit).
  const [shown, setShown] = useState(() => loaded !== null);
  // Set by the render after the real box's first: it has its context by then.
  const [armed, setArmed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Set once the reader has typed, pasted or deleted in the stand-in.
  const edited = useRef(false);
  const standIn = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(false);
  const isBrowser = useIsBrowser();
  const {pathname, search} = useLocation();
  const {handleSearchBarToggle} = props;
  // The address the plugin's box loads its index from: the site's, or an
  // older docs version's (the same rule as the plugin's SearchBar).
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const activeVersion = useActiveVersion(useActivePlugin()?.pluginId);
  const versionUrl = activeVersion && !activeVersion.isLast ? `${activeVersion.path}/` : baseUrl;

  const load = useCallback(() => {
    loadSearchBar().then(
      (component) => setReal(() => component),
      (error: unknown) => onLoadError(error),
    );
  }, [onLoadError]);
  // The reader's first use: the box's code, and its index beside it.
  const start = useCallback(() => {
    // The worker first: its chunk group is the smaller, and the index request is the longest wait.
    warmIndex(pathname, versionUrl);
    load();
  }, [load, pathname, versionUrl]);

  // Focused or typed into before hydration (a click, or Ctrl/Cmd+K through
  // the inline script): React saw no focus event, so start from here.
  useEffect(() => {
    const box = input.current;
    if (box && (document.activeElement === box || box.value !== '')) {
      edited.current = box.value !== '';
      setFocused(document.activeElement === box);
      start();
    }
  }, [start]);

  // A page opened from a search result: the real box marks the terms.
  useEffect(() => {
    if (!Real && new URLSearchParams(search).has(HIGHLIGHT)) load();
  }, [Real, search, load]);

  // Ctrl/Cmd+K while the stand-in is shown (the real box registers its own
  // shortcut once it is mounted, and focuses itself only once shown).
  useEffect(() => {
    if (shown) return undefined;
    const keymap = parseKeymap(searchBarShortcutKeymap);
    const onKey = (event: KeyboardEvent) => {
      if (!matchesKeymap(event, keymap)) return;
      event.preventDefault();
      // The hidden real box has its own handler already; it would start
      // loading an index before it knows its context.
      event.stopImmediatePropagation();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown]);

  // The real box sets its search context in an effect of its first render,
  // and the focus and hover handlers of the render after that load the right
  // index. Updating state here puts this component's next render in the same
  // batch as that one, so the effect below runs once it is committed.
  useEffect(() => {
    if (Real && !shown) setArmed(true);
  }, [Real, shown]);

  // The swap, in one task: nothing the reader types can fall between the
  // boxes. In a timer: the plugin empties its box in a timer of its first
  // render (it writes the `_highlight` terms there, none here), and timers
  // run in the order they were set, so this one comes after it.
  useEffect(() => {
    if (!armed || shown) return undefined;
    const timer = setTimeout(() => {
      const from = input.current;
      const holder = container.current;
      const box = holder?.querySelector<HTMLInputElement>('input.navbar__search-input');
      if (!from || !holder || !box) return;
      const hadFocus = document.activeElement === from;
      const hovered = from.matches(':hover');
      keepReadersFocus?.(box);
      holder.hidden = false;
      if (standIn.current) standIn.current.hidden = true;
      // Only what the reader wrote: on a page opened from a result the real
      // box already holds the highlighted terms, and an untouched stand-in
      // must not empty it.
      if (edited.current && from.value !== box.value) {
        // Through the native setter, so React's onChange in the real box sees it.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, from.value);
        box.dispatchEvent(new Event('input', {bubbles: true}));
      }
      if (hadFocus) {
        box.focus();
        box.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection ?? undefined);
      } else if (hovered) {
        // The pointer came before the real box: it loads its index on hover, as the plugin does.
        box.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, relatedTarget: document.body}));
      }
      setShown(true);
    });
    return () => clearTimeout(timer);
  }, [armed, shown]);

  // The real box's dropdown is rendered by autocomplete.js as the reader types.
  useEffect(() => {
    const box = container.current;
    if (!Real || !box) return undefined;
    return observeRepairs(box, () => repairSearchBox(box), {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-owns'],
    });
  }, [Real]);

  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  // One tree throughout, so the real box is never mounted twice.
  return (
    <>
      {!shown && (
        <div
          ref={standIn}
          className={clsx('navbar__search', styles.searchBarContainer, {[styles.focused]: focused})}
          dir="ltr"
          data-search-box="stand-in"
        >
          <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
            <path
              fill="currentColor"
              d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
            />
          </svg>
          <input
            ref={input}
            placeholder={label}
            aria-label={label}
            className={`navbar__search-input ${styles.searchInput}`}
            onInput={() => {
              edited.current = true;
            }}
            onMouseEnter={start}
            onTouchStart={start}
            onFocus={() => {
              setFocused(true);
              handleSearchBarToggle?.(true);
              start();
            }}
            onBlur={() => {
              setFocused(false);
              handleSearchBarToggle?.(false);
            }}
          />
          <LoadingRing className={styles.searchBarLoadingRing} />
          {isBrowser && (
            <div className={styles.searchHintContainer}>
              {getKeymapHints(searchBarShortcutKeymap, isMacPlatform()).map((hint) => (
                <kbd key={hint} className={styles.searchHint}>
                  {hint}
                </kbd>
              ))}
            </div>
          )}
        </div>
      )}
      {Real && (
        <div ref={container} className={own.contents} hidden={!shown} data-search-box="real">
          <Real {...props} />
        </div>
      )}
    </>
  );
}
