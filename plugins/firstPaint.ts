import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

/**
 * Two inline scripts that run right after the theme's own, before first
 * paint, to correct what the theme decides there:
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
  return {
    name: 'first-paint',
    injectHtmlTags() {
      return {preBodyTags: scripts.map((innerHTML) => ({tagName: 'script', innerHTML}))};
    },
  };
}
