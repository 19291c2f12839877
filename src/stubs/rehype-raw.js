/**
 * Stands in for rehype-raw in the browser bundle (see plugins/apiBundle.ts).
 * The OpenAPI theme renders descriptions with react-markdown and lets raw
 * HTML through with rehype-raw, which brings a full HTML parser (parse5).
 * Our OpenAPI descriptions are plain Markdown without HTML (a unit test in
 * tests/unit/openapi.test.mjs keeps it so), so the plugin does nothing here;
 * the server render uses the real one.
 */
export default function rehypeRaw() {}
