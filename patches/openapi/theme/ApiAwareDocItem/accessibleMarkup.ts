/**
 * Accessibility repairs to the OpenAPI theme's markup, found by axe
 * (tests/e2e/accessibility.spec.ts). Each only adds attributes. They run
 * while an API page is shown (ApiItem, see register.tsx), on the page's main
 * element, because the theme renders most of this after load (the explorer,
 * expanded schemas).
 *
 * 1. The tab strips have icon-only scroll buttons with no name.
 * 2. The theme puts <div> items straight into <ul> lists; the list and its
 *    items get the list roles, so screen readers still announce a list.
 * 3. The explorer titles its authorization panel with an <h4> that follows
 *    the page's <h2> sections, skipping a level; the panel is a section of
 *    the page like those, so it is announced as level 2.
 */
import {useEffect} from 'react';
import {observeRepairs} from '@site/src/lib/observeRepairs';

export function repairApiMarkup(root: ParentNode): void {
  for (const button of Array.from(root.querySelectorAll<HTMLButtonElement>('button.openapi-tabs__arrow:not([aria-label])'))) {
    button.setAttribute('aria-label', button.classList.contains('left') ? 'Scroll tabs left' : 'Scroll tabs right');
  }
  for (const list of Array.from(root.querySelectorAll<HTMLUListElement>('.theme-api-markdown ul'))) {
    const items = Array.from(list.children).filter((child) => child.tagName !== 'LI' && child.tagName !== 'SCRIPT' && child.tagName !== 'TEMPLATE');
    if (items.length === 0) continue;
    list.setAttribute('role', 'list');
    for (const item of items) if (!item.hasAttribute('role')) item.setAttribute('role', 'listitem');
  }
  for (const heading of Array.from(root.querySelectorAll('h4.openapi-security__summary-header:not([aria-level])'))) {
    heading.setAttribute('aria-level', '2');
  }
}

/** Keeps the API page's markup repaired while the page is shown. */
export function useApiMarkupRepairs(): void {
  useEffect(() => {
    const main = document.querySelector('main') ?? document.body;
    return observeRepairs(main, () => repairApiMarkup(main));
  }, []);
}
