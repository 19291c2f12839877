import React, {type ComponentProps, type ComponentType, type ReactNode, useCallback, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import type SearchBar from '@theme-original/SearchBar';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
// The plugin's own stylesheet and helpers, so the stand-in looks and reads
// exactly like the box it stands in for (same class names, same hint).
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import LoadingRing from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing';
import {getKeymapHints, matchesKeymap, parseKeymap} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import {searchOptions} from '@site/config/search';
import {observeRepairs} from '@site/src/lib/observeRepairs';
import {repairSearchBox} from './accessibleMarkup';
import own from './styles.module.css';

type Props = ComponentProps<typeof SearchBar>;

/** The search box's code (the plugin's SearchBar with autocomplete, mark.js and the worker client), loaded once. */
let loading: Promise<ComponentType<Props>> | null = null;
let loaded: ComponentType<Props> | null = null;

function loadSearchBar(): Promise<ComponentType<Props>> {
  loading ??= import('@theme-original/SearchBar').then(
    (module) => (loaded = module.default as ComponentType<Props>),
    (error: unknown) => {
      // A later interaction tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
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
 * What the reader typed and the focus carry over to the real box, which
 * then loads its index as it always did.
 */
export default function LazySearchBar({onLoadError, ...props}: Props & {onLoadError: (error: unknown) => void}): ReactNode {
  const [Real, setReal] = useState<ComponentType<Props> | null>(() => loaded);
  const input = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);
  // What the stand-in held when the real box replaced it.
  const handoff = useRef<{value: string; focused: boolean; hovered: boolean} | null>(null);
  const [focused, setFocused] = useState(false);
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const {handleSearchBarToggle} = props;

  const start = useCallback(() => {
    loadSearchBar().then(
      (component) => {
        handoff.current = {value: input.current?.value ?? '', focused: document.activeElement === input.current, hovered: input.current?.matches(':hover') ?? false};
        setReal(() => component);
      },
      (error: unknown) => onLoadError(error),
    );
  }, [onLoadError]);

  // A page opened from a search result: the real box marks the terms.
  useEffect(() => {
    if (!Real && new URLSearchParams(search).has(HIGHLIGHT)) start();
  }, [Real, search, start]);

  // Ctrl/Cmd+K before the real box exists (it registers its own shortcut once it does).
  useEffect(() => {
    if (Real) return undefined;
    const keymap = parseKeymap(searchOptions.searchBarShortcutKeymap);
    const onKey = (event: KeyboardEvent) => {
      if (!matchesKeymap(event, keymap)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [Real]);

  // Hand over the typed text, the focus and the hover to the real box. Not at
  // once: the box sets its search context (which index to load) in an effect
  // of its own first render and loads on focus or hover with the context it
  // has then, so the hand-over waits for the render after that (two frames).
  useEffect(() => {
    const state = handoff.current;
    if (!Real || !state) return undefined;
    handoff.current = null;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const box = container.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
        if (!box) return;
        if (state.value && !box.value) {
          // Through the native setter, so React's onChange in the real box sees it.
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, state.value);
          box.dispatchEvent(new Event('input', {bubbles: true}));
        }
        if (state.focused) box.focus();
        // The pointer came before the real box: it loads its index on hover, as the plugin does.
        else if (state.hovered) box.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, relatedTarget: document.body}));
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [Real]);

  // The real box's dropdown is rendered by autocomplete.js as the reader types.
  useEffect(() => {
    const box = container.current;
    if (!Real || !box) return undefined;
    return observeRepairs(box, () => repairSearchBox(box), {childList: true, subtree: true, attributes: true, attributeFilter: ['aria-owns']});
  }, [Real]);

  if (Real) {
    return (
      <div ref={container} className={own.contents}>
        <Real {...props} />
      </div>
    );
  }

  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});
  return (
    <div className={clsx('navbar__search', styles.searchBarContainer, {[styles.focused]: focused})} dir="ltr">
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
          {getKeymapHints(searchOptions.searchBarShortcutKeymap, isMacPlatform()).map((hint) => (
            <kbd key={hint} className={styles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}
