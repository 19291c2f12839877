/**
 * Infima lets a wide table scroll sideways. A table that does scroll keeps a
 * tab stop (and gets one back when it scrolls again), so keyboard users can
 * scroll it too (axe: scrollable-region-focusable). Markdown tables come from
 * the server with the stop already (plugins/tableTabStops.ts), because a table
 * not laid out yet (content-visibility: auto) cannot be measured: it keeps the
 * stop until it is shown, and loses it then if it fits. Tables are measured
 * when a page is shown, whenever their size changes (a narrower window, a tab
 * that reveals them), through a ResizeObserver, and when they are first laid
 * out: no work while nothing moves.
 */
import type {ClientModule} from '@docusaurus/types';

const TABLE_STOP = 'data-scroll-tabstop';

/** Whether the table's rows are skipped, not laid out (content-visibility: auto, far from the screen). */
function notLaidOut(table: HTMLTableElement): boolean {
  const row = table.rows[0];
  return (
    row !== undefined &&
    typeof row.checkVisibility === 'function' &&
    !row.checkVisibility({contentVisibilityAuto: true})
  );
}

function update(table: HTMLTableElement): void {
  if (notLaidOut(table)) return;
  const scrolls = table.scrollWidth > table.clientWidth + 1;
  if (scrolls && !table.hasAttribute('tabindex')) {
    table.setAttribute('tabindex', '0');
    table.setAttribute(TABLE_STOP, '');
  } else if (!scrolls && table.hasAttribute(TABLE_STOP)) {
    table.removeAttribute('tabindex');
    table.removeAttribute(TABLE_STOP);
  }
}

let observer: ResizeObserver | null = null;

/** A table laid out for the first time (or again) is measured then, whether or not its size changed. */
function onShown(event: Event): void {
  if (!(event as Event & {skipped?: boolean}).skipped) update(event.currentTarget as HTMLTableElement);
}

const scrollableTables: ClientModule = {
  onRouteDidUpdate() {
    observer?.disconnect();
    observer ??= new ResizeObserver((entries) => {
      for (const entry of entries) update(entry.target as HTMLTableElement);
    });
    // The observer reports each table once when it starts watching it.
    for (const table of Array.from(document.querySelectorAll<HTMLTableElement>('article table'))) {
      observer.observe(table);
      table.addEventListener('contentvisibilityautostatechange', onShown);
    }
  },
};

export default scrollableTables;
