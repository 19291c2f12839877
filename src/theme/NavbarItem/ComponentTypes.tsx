import React, {type ReactNode} from 'react';
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props as DropdownProps} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {matchPath, useLocation} from '@docusaurus/router';

/**
 * The id of the docs instance whose pages the reader is on, as the docs
 * plugin's `useActivePlugin` finds it: the instance with the longest base
 * path that matches the address. `useActivePlugin` puts the paths in that
 * order with `localeCompare`, and the first `localeCompare` of a page sets
 * up the browser's collation data: 10-15 ms of main thread on this machine,
 * which the home, Markdown and search pages paid for this item alone. A
 * path that matches is never longer than a path it is a prefix of, so
 * ordering by length finds the same instance.
 */
function useActiveDocsPluginId(): string | undefined {
  const allDocsData = useAllDocsData();
  const {pathname} = useLocation();
  const byLongestPath = Object.entries(allDocsData).sort(([, a], [, b]) => b.path.length - a.path.length);
  return byLongestPath.find(([, data]) => matchPath(pathname, {path: data.path, exact: false, strict: false}))?.[0];
}

/**
 * A version dropdown that follows the docs set being read (Catalyst pages
 * show Catalyst's versions, and so on); outside the docs it shows the
 * default instance, Conductor.
 */
function ActiveDocsVersionDropdown(props: Omit<DropdownProps, 'docsPluginId'>): ReactNode {
  const pluginId = useActiveDocsPluginId();
  return <DocsVersionDropdownNavbarItem {...props} docsPluginId={pluginId ?? 'default'} />;
}

export default {
  ...ComponentTypes,
  'custom-activeDocsVersionDropdown': ActiveDocsVersionDropdown,
};
