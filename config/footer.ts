import type {Footer} from '@docusaurus/theme-common';

export const footer = {
  style: 'dark',
  logo: {
    alt: 'Diagrid',
    src: 'img/logo-dark.svg',
    href: 'https://www.diagrid.io',
    width: 40,
    height: 40,
  },
  links: [
    {
      title: 'Products',
      items: [
        {label: 'Catalyst', to: '/catalyst'},
        {label: 'Conductor', to: '/conductor'},
        {label: 'Enterprise Dapr', to: '/enterprise-dapr'},
        {label: 'Workflow Composer', to: '/workflow-composer'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'GitHub', href: 'https://github.com/diagridio'},
        {label: 'X', href: 'https://x.com/diagridio'},
        {label: 'LinkedIn', href: 'https://www.linkedin.com/company/diagrid'},
        {label: 'YouTube', href: 'https://www.youtube.com/@diagrid'},
      ],
    },
    {
      title: 'Help',
      items: [
        {label: 'Catalyst support', to: '/catalyst/support'},
        {label: 'Conductor support', to: '/conductor/overview/conductor-support'},
        {label: 'Search the docs', to: '/search'},
      ],
    },
  ],
  copyright: 'Copyright © 2025 Diagrid, Inc. Dapr is a trademark of The Linux Foundation.',
} satisfies Footer;
