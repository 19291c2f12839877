/**
 * Accessibility repairs to the search box's dropdown (autocomplete.js), found
 * by axe (tests/e2e/accessibility.spec.ts). Each only adds or moves
 * attributes.
 *
 * 1. The dropdown makes its whole menu the listbox, so the "See all results"
 *    link sits among the options, where a listbox allows none; the listbox
 *    role moves to the element that holds the options, and the link stays
 *    beside it in the menu.
 * 2. The box is a combobox with aria-owns but no aria-controls; it gets
 *    aria-controls naming the same listbox.
 */
export function repairSearchBox(root: ParentNode): void {
  for (const input of Array.from(root.querySelectorAll<HTMLInputElement>('input[role="combobox"][aria-owns]'))) {
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
}
