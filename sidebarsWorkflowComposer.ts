import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** Workflow Composer (docs-workflow-composer/, served at /workflow-composer). */
const sidebars: SidebarsConfig = {
  main: ['index', 'faq'],
};

export default sidebars;
