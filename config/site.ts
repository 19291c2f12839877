/**
 * Facts about the site that several config modules share.
 */

/** The four product areas, in navbar order. `id` is the docs plugin instance id. */
export const products = [
  {
    id: 'enterprise-dapr',
    label: 'Enterprise Dapr',
    path: 'docs-enterprise-dapr',
    routeBasePath: 'enterprise-dapr',
    sidebarPath: './sidebarsEnterpriseDapr.ts',
  },
  {
    id: 'workflow-composer',
    label: 'Workflow Composer',
    path: 'docs-workflow-composer',
    routeBasePath: 'workflow-composer',
    sidebarPath: './sidebarsWorkflowComposer.ts',
  },
  {
    // The default docs instance: `useDocsData()` with no id returns Conductor.
    id: 'default',
    label: 'Conductor',
    path: 'docs-conductor',
    routeBasePath: 'conductor',
    sidebarPath: './sidebars.ts',
  },
  {
    id: 'catalyst',
    label: 'Catalyst',
    path: 'docs-catalyst',
    routeBasePath: 'catalyst',
    sidebarPath: './sidebarsCatalyst.ts',
  },
] as const;

export type Product = (typeof products)[number];

export const repoUrl = 'https://github.com/diagridio/docs';
export const editUrlBase = `${repoUrl}/edit/main/`;

/**
 * Build-time strictness. Broken links, Markdown links and anchors and duplicate
 * routes only warn while writing (`npm start`), and fail the build under
 * `npm test` and CI, which set DOCS_STRICT=1.
 */
export const strict = process.env.DOCS_STRICT === '1';

/** Operators turn analytics on by setting a Google tag id at build time. */
export const gtagId = process.env.DOCS_GTAG_ID?.trim() || undefined;
