import React, {type ComponentProps, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';

/**
 * The announcement (docusaurus.config.ts) is about Catalyst, so it shows on
 * Catalyst's pages and the home page only. Decided from the route, which the
 * server and the browser agree on: a rule on `<html class>` hid the bar while
 * hydration rewrote that attribute, and the page jumped by the bar's height
 * twice on every load.
 */
export default function AnnouncementBarWrapper(props: ComponentProps<typeof AnnouncementBar>): ReactNode {
  const {pathname} = useLocation();
  const home = useBaseUrl('/');
  const plugin = useActivePlugin();
  if (pathname !== home && plugin?.pluginId !== 'catalyst') return null;
  return <AnnouncementBar {...props} />;
}
