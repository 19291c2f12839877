/**
 * Stand-in for rehype-raw in the browser bundle (alias in patches/openapi/index.ts);
 * the server build keeps the real package.
 *
 * Why: the OpenAPI theme renders descriptions with react-markdown and lets raw
 * HTML through with rehype-raw (docusaurus-theme-openapi-docs, theme/Markdown),
 * which brings a full HTML parser (parse5). Our OpenAPI descriptions are plain
 * Markdown without HTML (tests/unit/openapi.test.mjs keeps them so), so there
 * is nothing for it to do: on a tree without raw HTML the real plugin returns
 * the same tree (tests/unit/stubs.test.mjs).
 *
 * If reached: a tree with raw HTML throws, quoting it. Leaving it alone would
 * show the tags as text in the browser while the server render, which has
 * the real plugin, shows HTML.
 */
export default function rehypeRaw() {
  return (tree) => {
    const visit = (node) => {
      if (node.type === 'raw') {
        throw new Error(
          `rehype-raw: raw HTML (${String(node.value).slice(0, 80)}) reached the browser, where patches/openapi/index.ts ` +
            'replaces rehype-raw with patches/openapi/stubs/rehype-raw.js because the OpenAPI descriptions were assumed to ' +
            'hold no HTML. Write it as Markdown, or remove the alias.',
        );
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
