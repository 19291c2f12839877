/**
 * A jump to a heading lands on the heading. Tables far from the screen are
 * not laid out (content-visibility: auto in src/css/custom.css) and hold an
 * estimated height until they come near; a jump past them would land where
 * the estimates put the heading, and the page would move under the reader
 * as the tables it passed took their real height. So, just before the first
 * jump within a page (a click on a `#` link such as the table of contents,
 * or a page opened at a `#` address), every table is laid out once
 * (`data-tables-laid-out` on <html>), and the browser scrolls with the real
 * heights. Reading a page without jumping keeps the lazy layout.
 */
import type {ClientModule} from '@docusaurus/types';

const ATTRIBUTE = 'data-tables-laid-out';

function layOutTables(): void {
  document.documentElement.setAttribute(ATTRIBUTE, '');
}

/** Whether a click goes to a fragment of the page it is on. */
function isJumpWithinPage(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !link.hash) return false;
  return link.origin === location.origin && link.pathname === location.pathname;
}

const anchorJumps: ClientModule = {
  onRouteDidUpdate({location: current, previousLocation}) {
    if (typeof document === 'undefined') return;
    // Capture phase: the attribute is set before the browser scrolls to the fragment.
    if (!previousLocation)
      document.addEventListener(
        'click',
        (event) => {
          if (isJumpWithinPage(event)) layOutTables();
        },
        true,
      );
    // Another page starts with lazy tables again.
    if (previousLocation && previousLocation.pathname !== current.pathname)
      document.documentElement.removeAttribute(ATTRIBUTE);
    if (!current.hash || document.documentElement.hasAttribute(ATTRIBUTE)) return;
    // A page opened (or navigated to) at a fragment: the browser or the router has
    // scrolled with the estimates; scroll again with the tables laid out.
    layOutTables();
    let id: string;
    try {
      id = decodeURIComponent(current.hash.slice(1));
    } catch {
      return;
    }
    document.getElementById(id)?.scrollIntoView();
  },
};

export default anchorJumps;
