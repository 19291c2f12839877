import type {Footer} from '@docusaurus/theme-common';
import {productsByImportance} from './site';

export const footer = {
  style: 'dark',
  // Drawn inline by src/theme/Footer/Logo (src/components/DiagridLogo); the file is the same drawing.
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
      items: productsByImportance.map((p) => ({label: p.label, to: `/${p.routeBasePath}`})),
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
        // A static file, not a route: `pathname://` keeps the router and the link check off it.
        {label: 'Docs for AI tools (llms.txt)', href: 'pathname:///llms.txt'},
      ],
    },
  ],
  copyright: 'Copyright © 2025 Diagrid, Inc. Dapr is a trademark of The Linux Foundation.',
} satisfies Footer;
