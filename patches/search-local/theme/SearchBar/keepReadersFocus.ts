// Loaded with the plugin's search box, not with every page (LazySearchBar.tsx).
import {matchesKeymap, parseKeymap} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {searchBarShortcutKeymap} from '@site/config/searchShortcut';

/**
 * The plugin focuses its box once its index has loaded if the box had the
 * focus while it loaded, even when the reader has moved on meanwhile: with
 * Tab to the next control, the focus jumps back to the box, and Tab visits
 * it twice. The box's own `focus()` keeps working for the swap below and
 * the plugin's Ctrl/Cmd+K, but does nothing once the reader has left the box
 * for another control and not asked for it again.
 */
export function keepReadersFocus(box: HTMLInputElement): void {
  const keymap = parseKeymap(searchBarShortcutKeymap);
  let leftAt = 0;
  let askedAt = 0;
  box.addEventListener('blur', (event) => {
    leftAt = event.relatedTarget ? performance.now() : 0;
  });
  document.addEventListener(
    'keydown',
    (event) => {
      if (matchesKeymap(event, keymap)) askedAt = performance.now();
    },
    true,
  );
  const focus = box.focus.bind(box);
  box.focus = (options?: FocusOptions) => {
    const active = document.activeElement;
    const elsewhere = leftAt > askedAt && active !== null && active !== document.body && active !== box;
    if (!elsewhere) focus(options);
  };
}
