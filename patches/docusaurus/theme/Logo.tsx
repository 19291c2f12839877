/**
 * Replacement, not a wrap: the theme's Logo draws its image inside the
 * component (ThemedImage with the light and dark files), so there is nothing
 * to wrap around it. The same markup (link, image box, title) with the mark
 * drawn inline (src/components/DiagridLogo): one element for both colour
 * modes instead of two image requests. The navbar's `logo.src` and
 * `logo.srcDark` (config/navbar.ts) name the same drawing as files.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/Logo';
import DiagridLogo from '@site/src/components/DiagridLogo';

export default function Logo(props: Props): ReactNode {
  const {
    siteConfig: {title},
  } = useDocusaurusContext();
  const {
    navbar: {title: navbarTitle, logo},
  } = useThemeConfig();
  const {imageClassName, titleClassName, ...propsRest} = props;
  const logoLink = useBaseUrl(logo?.href || '/');
  // As the theme: with a visible title the logo is decorative unless it has alt text of its own.
  const alt = logo?.alt ?? (navbarTitle ? '' : title);
  const image = logo && <DiagridLogo label={alt} width={logo.width} height={logo.height} className={logo.className} />;
  return (
    <Link to={logoLink} {...propsRest} {...(logo?.target && {target: logo.target})}>
      {image && (imageClassName ? <div className={imageClassName}>{image}</div> : image)}
      {navbarTitle != null && <b className={titleClassName}>{navbarTitle}</b>}
    </Link>
  );
}
