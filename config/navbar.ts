import type {Navbar} from '@docusaurus/theme-common';
import {products} from './site';

export const navbar = {
  title: 'Diagrid Docs',
  hideOnScroll: true,
  // Drawn inline by patches/docusaurus/theme/Logo.tsx (src/components/DiagridLogo); the files are the same drawing.
  logo: {
    alt: 'Diagrid Docs home',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    ...products.map((product) => ({
      type: 'docSidebar' as const,
      docsPluginId: product.id,
      sidebarId: 'main',
      label: product.label,
      position: 'left' as const,
    })),
    // Follows the docs set the reader is in (see src/theme/NavbarItem/ComponentTypes.tsx).
    {
      type: 'custom-activeDocsVersionDropdown',
      position: 'right',
      dropdownItemsBefore: [],
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown__divider" />'},
        {to: '/catalyst/release-notes', label: 'Catalyst release notes'},
        {to: '/conductor/release-notes', label: 'Conductor release notes'},
      ],
    },
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
  ],
} satisfies Navbar;
