import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {matchPath, useLocation} from '@docusaurus/router';

/**
 * The id of the docs instance whose pages the reader is on, as the docs
 * plugin's `useActivePlugin` finds it: the instance with the longest base
 * path that matches the address (undefined outside the docs).
 * `useActivePlugin` puts the paths in that order with `localeCompare`, and
 * the first `localeCompare` of a page sets up the browser's collation data:
 * 10-15 ms of main thread on this machine, which the home, Markdown and
 * search pages would pay for the navbar alone (tests/e2e/locale-data.spec.ts).
 * A path that matches is never longer than a path it is a prefix of, so
 * ordering by length finds the same instance.
 */
export function useActiveDocsPluginId(): string | undefined {
  const allDocsData = useAllDocsData();
  const {pathname} = useLocation();
  const byLongestPath = Object.entries(allDocsData).sort(([, a], [, b]) => b.path.length - a.path.length);
  return byLongestPath.find(([, data]) => matchPath(pathname, {path: data.path, exact: false, strict: false}))?.[0];
}
