import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {searchOptions} from '../../config/search';

/**
 * Inline scripts that run right after the theme's own, before first paint.
 * The first two correct what the theme decides there:
 *
 * 1. Colour mode. Dark is the site's default and a visitor who has stored no
 *    choice follows the system preference. The theme treats "no system
 *    preference" as light; here that case becomes dark. A stored choice, a
 *    `?docusaurus-theme=` query or an explicit light preference are kept.
 *
 * 2. Announcement bar. The theme hides the bar before hydration whenever a
 *    dismissal is stored, even one for an older announcement, so a new
 *    announcement stays hidden on the first page view after it ships. Here a
 *    dismissal only counts when it was for the current announcement id.
 *
 * 3. The search shortcut before hydration. Until React has hydrated the
 *    page nothing listens for Ctrl/Cmd+K, so a reader who presses it as the
 *    page appears and starts typing would type into nothing. This focuses the
 *    server-rendered search box, which keeps what is typed into it through
 *    hydration (patches/search-local/theme/SearchBar/LazySearchBar.tsx takes it from there).
 *    It stands aside once `data-has-hydrated` is "true": the box's own handler
 *    is registered by then.
 */
export default function firstPaint(context: LoadContext): Plugin {
  const {namespace} = context.siteStorage;
  const {announcementBar} = context.siteConfig.themeConfig as ThemeConfig;
  const scripts = [
    `(function(){try{var d=document.documentElement;if(d.getAttribute('data-theme-choice')==='system'&&!window.matchMedia('(prefers-color-scheme: light)').matches){d.setAttribute('data-theme','dark')}}catch(e){}})();`,
  ];
  if (announcementBar?.id) {
    scripts.push(
      `(function(){try{if(localStorage.getItem(${JSON.stringify(`docusaurus.announcement.id${namespace}`)})!==${JSON.stringify(announcementBar.id)}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`,
    );
  }
  scripts.push(shortcutBeforeHydration(searchOptions.searchBarShortcutKeymap));
  return {
    name: 'first-paint',
    injectHtmlTags() {
      return {preBodyTags: scripts.map((innerHTML) => ({tagName: 'script', innerHTML}))};
    },
  };
}

/**
 * The inline script for a keymap such as `mod+k`, matched as the search
 * plugin matches it (`utils/keymap.js`: the key and each modifier exactly;
 * `mod` is Cmd on a Mac, Ctrl elsewhere, by the plugin's platform test).
 */
export function shortcutBeforeHydration(keymap: string): string {
  const parts = keymap
    .toLowerCase()
    .split('+')
    .map((part) => part.trim());
  const key = parts.find((part) => !['ctrl', 'cmd', 'mod', 'alt', 'shift'].includes(part));
  if (!key) throw new Error(`firstPaint: the search shortcut ${JSON.stringify(keymap)} names no key`);
  const has = (part: string) => parts.includes(part);
  const mod = has('mod');
  const ctrl = has('ctrl') ? 'true' : mod ? '!m' : 'false';
  const meta = has('cmd') ? 'true' : mod ? 'm' : 'false';
  return (
    `(function(){var d=document.documentElement,n=navigator,u=n.userAgentData,m=u&&u.platform?/mac/i.test(u.platform):/mac/i.test(n.userAgent||'');` +
    `document.addEventListener('keydown',function(e){if(d.getAttribute('data-has-hydrated')==='true'||!e.key||e.key.toLowerCase()!==${JSON.stringify(key)}` +
    `||e.ctrlKey!==${ctrl}||e.metaKey!==${meta}||e.altKey!==${has('alt')}||e.shiftKey!==${has('shift')})return;` +
    `var i=document.querySelector('.navbar input.navbar__search-input');if(i){e.preventDefault();i.focus()}})})();`
  );
}
