import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** Enterprise Dapr (docs-enterprise-dapr/, served at /enterprise-dapr). */
const sidebars: SidebarsConfig = {
  main: [
    'index',
    {
      type: 'category',
      label: 'Diagrid Dapr Distribution for Enterprise (D3E)',
      link: {type: 'doc', id: 'd3e/index'},
      items: ['d3e/installation-guide', 'd3e/k8s-resources'],
    },
    'oss-support',
  ],
};

export default sidebars;
