/**
 * Infima lets a wide table scroll sideways. A table that does scroll gets a
 * tab stop (and loses it when it no longer scrolls), so keyboard users can
 * scroll it too (axe: scrollable-region-focusable). Tables are measured when
 * a page is shown and whenever their size changes (a narrower window, a tab
 * that reveals them), through a ResizeObserver: no work while nothing moves.
 */
import type {ClientModule} from '@docusaurus/types';

const TABLE_STOP = 'data-scroll-tabstop';

function update(table: HTMLTableElement): void {
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

const scrollableTables: ClientModule = {
  onRouteDidUpdate() {
    observer?.disconnect();
    observer ??= new ResizeObserver((entries) => {
      for (const entry of entries) update(entry.target as HTMLTableElement);
    });
    // The observer reports each table once when it starts watching it.
    for (const table of Array.from(document.querySelectorAll<HTMLTableElement>('article table'))) observer.observe(table);
  },
};

export default scrollableTables;
