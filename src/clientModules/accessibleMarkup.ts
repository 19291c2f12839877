/**
 * Accessibility repairs to markup the site renders but does not write: the
 * OpenAPI theme, the search plugin's page and Infima's scrolling tables.
 * Each problem was found by axe (tests/e2e/accessibility.spec.ts); each
 * repair only adds attributes, never changes content or layout. It runs
 * again whenever the page changes, because most of this markup is rendered
 * by React after load (the API explorer, expanded schemas, search results).
 *
 * 1. The API theme's tab strips have icon-only scroll buttons with no name.
 * 2. The API theme puts <div> items straight into <ul> lists; the list and
 *    its items get the list roles, so screen readers still announce a list.
 * 3. The search page's context <select> has no label.
 * 4. Infima lets wide tables scroll sideways; a table that does scroll gets
 *    a tab stop, so keyboard users can scroll it too.
 * 5. The API explorer titles its authorization panel with an <h4> that
 *    follows the page's <h2> sections, skipping a level; the panel is a
 *    section of the page like those, so it is announced as level 2.
 * 6. The search box's dropdown (autocomplete.js) makes its whole menu the
 *    listbox, so the "See all results" link sits among the options, where
 *    a listbox allows none; the listbox role moves to the element that holds
 *    the options, and the link stays beside it in the menu.
 * 7. The search box is a combobox with aria-owns but no aria-controls;
 *    it gets aria-controls naming the same listbox.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const TABLE_STOP = 'data-scroll-tabstop';

function repair(): void {
  for (const button of Array.from(document.querySelectorAll<HTMLButtonElement>('button.openapi-tabs__arrow:not([aria-label])'))) {
    button.setAttribute('aria-label', button.classList.contains('left') ? 'Scroll tabs left' : 'Scroll tabs right');
  }

  for (const list of Array.from(document.querySelectorAll<HTMLUListElement>('.theme-api-markdown ul'))) {
    const items = Array.from(list.children).filter((child) => child.tagName !== 'LI' && child.tagName !== 'SCRIPT' && child.tagName !== 'TEMPLATE');
    if (items.length === 0) continue;
    list.setAttribute('role', 'list');
    for (const item of items) if (!item.hasAttribute('role')) item.setAttribute('role', 'listitem');
  }

  for (const heading of Array.from(document.querySelectorAll('h4.openapi-security__summary-header:not([aria-level])'))) {
    heading.setAttribute('aria-level', '2');
  }

  for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input[role="combobox"][aria-owns]'))) {
    // The menu's id, remembered: after the move aria-owns names the options.
    const menuId = input.dataset.searchMenu ?? input.getAttribute('aria-owns') ?? '';
    input.dataset.searchMenu = menuId;
    const menu = document.getElementById(menuId);
    if (!menu) continue;
    const holder = menu.querySelector('[role="option"]')?.parentElement;
    let listbox = menu;
    if (holder && holder !== menu) {
      // autocomplete.js renders the options afresh for each query.
      holder.id ||= `${menuId}-options`;
      holder.setAttribute('role', 'listbox');
      if (menu.getAttribute('role') === 'listbox') menu.removeAttribute('role');
      listbox = holder;
    }
    if (input.getAttribute('aria-owns') !== listbox.id) input.setAttribute('aria-owns', listbox.id);
    if (input.getAttribute('aria-controls') !== listbox.id) input.setAttribute('aria-controls', listbox.id);
  }

  const context = document.querySelector('select#context-selector:not([aria-label])');
  context?.setAttribute('aria-label', 'Search in');

  for (const table of Array.from(document.querySelectorAll<HTMLTableElement>('article table'))) {
    const scrolls = table.scrollWidth > table.clientWidth + 1;
    if (scrolls && !table.hasAttribute('tabindex')) {
      table.setAttribute('tabindex', '0');
      table.setAttribute(TABLE_STOP, '');
    } else if (!scrolls && table.hasAttribute(TABLE_STOP)) {
      table.removeAttribute('tabindex');
      table.removeAttribute(TABLE_STOP);
    }
  }
}

if (ExecutionEnvironment.canUseDOM) {
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      repair();
    });
  };
  const start = () => {
    new MutationObserver(schedule).observe(document.body, {childList: true, subtree: true});
    window.addEventListener('resize', schedule);
    schedule();
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
}
