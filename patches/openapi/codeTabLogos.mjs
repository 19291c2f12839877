/**
 * The parts of PostCSS's tree this uses (Docusaurus brings PostCSS; the site does not import it).
 * @typedef {{type: string, value: string}} CssNode
 * @typedef {{selectors: string[], some(test: (node: CssNode) => boolean): boolean, remove(): void}} CssRule
 * @typedef {{walkRules(visit: (rule: CssRule) => void): void}} CssRoot
 */

/**
 * A PostCSS plugin for the OpenAPI theme's stylesheet: drops the code-sample
 * tab logos of languages the reference does not offer.
 *
 * The theme draws a logo for each of about twenty languages as an inline SVG
 * in its CSS (`.openapi-tabs__code-item--<language>::after`), with a colour
 * and an active state each: 55 of the API stylesheet's 96 KB, render-blocking
 * on every API page. The reference shows the five of `languageTabs`
 * (options.ts). A language counts as one with a logo when the stylesheet
 * draws one for it, so the theme's other `code-item--…` classes (variants,
 * samples) are kept. The colours' custom properties, named less regularly,
 * stay.
 *
 * @param {string[]} keep the `logoClass` of each language shown
 * @returns {{postcssPlugin: string, Once(root: CssRoot): void}}
 */
export function dropUnusedCodeTabLogos(keep) {
  return {
    postcssPlugin: 'drop-unused-code-tab-logos',
    Once(root) {
      /** @type {Set<string>} */
      const logos = new Set();
      root.walkRules((rule) => {
        for (const selector of rule.selectors) {
          const logo = /^\.openapi-tabs__code-item--([\w-]+)::?after$/.exec(selector.trim());
          if (logo && rule.some((node) => node.type === 'decl' && node.value.includes('url('))) logos.add(logo[1]);
        }
      });
      const unused = [...logos].filter((language) => !keep.includes(language));
      if (unused.length === 0) return;
      const names = unused.map((language) => language.replace(/[-]/g, '\\-')).join('|');
      const selector = new RegExp(`\\.openapi-tabs__code-item--(?:${names})(?![\\w-])`);
      root.walkRules((rule) => {
        const kept = rule.selectors.filter((s) => !selector.test(s));
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
    },
  };
}
dropUnusedCodeTabLogos.postcss = true;
