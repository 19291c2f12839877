/**
 * Replacement, not a wrap: the theme's footer logo draws its image inside the
 * component. The same markup with the mark drawn inline
 * (src/components/DiagridLogo) in its dark-background colours, as the footer
 * is dark in both colour modes (`footer.logo.src`, config/footer.ts, is the
 * same drawing as a file).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/Footer/Logo';
import DiagridLogo from '@site/src/components/DiagridLogo';
import styles from './styles.module.css';

export default function FooterLogo({logo}: Props): ReactNode {
  const image = (
    <DiagridLogo
      label={logo.alt ?? ''}
      width={logo.width}
      height={logo.height}
      tone="dark"
      className={clsx('footer__logo', logo.className)}
    />
  );
  return logo.href ? (
    <Link href={logo.href} className={styles.footerLogoLink} target={logo.target}>
      {image}
    </Link>
  ) : (
    image
  );
}
