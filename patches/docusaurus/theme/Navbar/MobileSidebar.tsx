import React, {useState, type ReactNode} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import './MobileSidebar.css';

/**
 * The theme's mobile menu, mounted when the reader first opens it instead of
 * as soon as the window is known to be narrow, and kept from then on.
 */
export default function NavbarMobileSidebarOnFirstOpen(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Set while rendering, so React renders again before the menu, which is then built once, not twice.
  if (shown && !opened) setOpened(true);
  return opened ? <NavbarMobileSidebar /> : null;
}
