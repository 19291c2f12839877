/**
 * The search box's keyboard shortcut, in the search plugin's notation. Its own
 * module because the browser needs it (patches/search-local/theme/SearchBar/LazySearchBar.tsx
 * draws the hint and listens for it before the plugin's box loads), and
 * importing config/search.ts there put the whole plugin configuration, with
 * the product registry and the index selectors, into main.js.
 */
export const searchBarShortcutKeymap = 'mod+k';
