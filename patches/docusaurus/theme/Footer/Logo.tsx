/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Copy of @docusaurus/theme-classic's src/theme/Footer/Logo/index.tsx, in its
// own formatting (.prettierignore), so that a diff against it shows only ours,
// marked "Diagrid:". A replacement, not a wrap: the theme draws its image
// inside the component. The mark is drawn inline (src/components/DiagridLogo)
// in its dark-background colours, as the footer is dark in both colour modes
// (`footer.logo.src`, config/footer.ts, is the same drawing as a file).

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/Footer/Logo';
// Diagrid: the mark drawn inline instead of ThemedImage.
import DiagridLogo from '@site/src/components/DiagridLogo';

import styles from './styles.module.css';

function LogoImage({logo}: Props) {
  // Diagrid: the drawing in its dark-background colours, in both colour modes.
  return (
    <DiagridLogo
      className={clsx('footer__logo', logo.className)}
      label={logo.alt ?? ''}
      width={logo.width}
      height={logo.height}
      tone="dark"
    />
  );
}

export default function FooterLogo({logo}: Props): ReactNode {
  return logo.href ? (
    <Link
      href={logo.href}
      className={styles.footerLogoLink}
      target={logo.target}>
      <LogoImage logo={logo} />
    </Link>
  ) : (
    <LogoImage logo={logo} />
  );
}
