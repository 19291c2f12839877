/**
 * A rehype step for every Markdown page: each table leaves the server with a
 * keyboard tab stop (`tabindex="0"`, marked `data-scroll-tabstop`).
 *
 * Tables in docs content are laid out only near the screen
 * (`content-visibility: auto`, src/css/custom.css), so until a table is shown
 * nobody can tell whether it scrolls sideways. A table that scrolls must be
 * reachable by keyboard (axe: scrollable-region-focusable) from the moment the
 * page loads, so the stop is there from the start; once a table is laid out,
 * src/clientModules/scrollableTables.ts measures it and takes the stop away
 * if it fits.
 */
type Node = {type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[]};

function addStops(node: Node): void {
  if (node.type === 'element' && node.tagName === 'table') {
    // `data-scroll-tabstop` marks the stop as the client module's to take away.
    node.properties = {...node.properties, tabIndex: 0, dataScrollTabstop: ''};
  }
  for (const child of node.children ?? []) addStops(child);
}

export function rehypeTableTabStops() {
  return (tree: Node): void => addStops(tree);
}
