import React, {useEffect, useState, type ReactNode} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import './MobileSidebar.css';

/**
 * The theme's mobile menu, mounted when the reader first opens it instead of
 * as soon as the window is known to be narrow.
 */
export default function NavbarMobileSidebarOnFirstOpen(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  useEffect(() => {
    if (shown) setOpened(true);
  }, [shown]);
  return opened || shown ? <NavbarMobileSidebar /> : null;
}
