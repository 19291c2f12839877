// A wrap that reads a theme-internal hook, kept behind the one door for patches (patches/README.md).
export {default} from '@site/patches/docusaurus/theme/Navbar/MobileSidebar';
