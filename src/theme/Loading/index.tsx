import React, {type ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import ChunkErrorBox from '@site/src/components/ChunkErrorBox';
import styles from './styles.module.css';

/**
 * Replaces Docusaurus's fallback Loading (theme-fallback has no original to
 * wrap). Same behaviour, made accessible and themed: after the loader's
 * delay a spinner with a status role; on failure an alert box with the error
 * text and a Retry button that loads the failed chunk again.
 */
export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return <ChunkErrorBox message={String(error)} onRetry={retry} />;
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerWrap} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.visuallyHidden}>Loading page…</span>
      </div>
    );
  }
  return null;
}
