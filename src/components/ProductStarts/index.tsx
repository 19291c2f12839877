import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useGlobalData from '@docusaurus/useGlobalData';
import {useThemeConfig} from '@docusaurus/theme-common';

/**
 * The products' start pages in navbar order: each docs sidebar item of the navbar, and its docs
 * set's base path, from the docs plugins' global data (what useAllDocsData reads), which every
 * page has already. The not-found page and the search page with no result offer them.
 */
function useProductStarts(): {label: string; to: string}[] {
  const docs = (useGlobalData()['docusaurus-plugin-content-docs'] ?? {}) as Record<string, {path?: string}>;
  return useThemeConfig()
    .navbar.items.filter((item) => item.type === 'docSidebar' && typeof item.docsPluginId === 'string')
    .map((item) => ({label: String(item.label), to: docs[String(item.docsPluginId)]?.path ?? '/'}));
}

/** "Start from a product" and a link to each product's start page. */
export default function ProductStarts(): ReactNode {
  const products = useProductStarts();
  return (
    <>
      <h2>Start from a product</h2>
      <ul>
        {products.map((p) => (
          <li key={p.to}>
            <Link to={p.to}>{p.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
