import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  /** The accessible name; empty marks the drawing as decorative. */
  label: string;
  width?: number | string;
  height?: number | string;
  /** `theme` follows the colour mode; `dark` keeps the dark-background colours (the footer is always dark). */
  tone?: 'theme' | 'dark';
  className?: string;
};

/**
 * The Diagrid mark, drawn inline: the same drawing as static/img/logo.svg
 * (light background) and logo-dark.svg (dark), with the colours set by CSS
 * so one element serves both colour modes. As two image files, the navbar's
 * logo cost every page two requests (and two preloads in the HTML, which the
 * browser fetched before the page's scripts), about 2.8 KiB with headers.
 */
export default function DiagridLogo({label, width, height, tone = 'theme', className}: Props): ReactNode {
  const named = label !== '';
  return (
    <svg
      className={clsx(styles.logo, tone === 'dark' && styles.dark, className)}
      viewBox="0 0 64 64"
      width={width}
      height={height}
      {...(named ? {role: 'img', 'aria-label': label} : {'aria-hidden': true})}
      focusable="false"
    >
      <rect className={styles.tile} width="64" height="64" rx="14" />
      <path className={styles.line} d="M18 16h14c10 0 16 6.5 16 16s-6 16-16 16H18z" fill="none" strokeWidth="6" />
      <circle className={styles.dot} cx="32" cy="32" r="5" />
    </svg>
  );
}
