import React, {type ReactNode} from 'react';
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props as DropdownProps} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';

/**
 * A version dropdown that follows the docs set being read (Catalyst pages
 * show Catalyst's versions, and so on); outside the docs it shows the
 * default instance, Conductor.
 */
function ActiveDocsVersionDropdown(props: Omit<DropdownProps, 'docsPluginId'>): ReactNode {
  const pluginId = useActivePlugin()?.pluginId;
  return <DocsVersionDropdownNavbarItem {...props} docsPluginId={pluginId ?? 'default'} />;
}

export default {
  ...ComponentTypes,
  'custom-activeDocsVersionDropdown': ActiveDocsVersionDropdown,
};
