import React, {type ReactNode} from 'react';

/**
 * The box shown when a page chunk fails to load: the error text and a Retry
 * button. Used by @theme/Loading and @theme/ApiAwareDocItem; the class names
 * are shared with src/clientModules/chunkLoadFailure.ts, which builds the same
 * box before React runs (styles in src/css/custom.css).
 */
export default function ChunkErrorBox({message, onRetry}: {message: string; onRetry: () => void}): ReactNode {
  return (
    <div className="chunk-load-failure" role="alert" data-testid="chunk-error">
      <p className="chunk-load-failure__title">This page failed to load.</p>
      <p className="chunk-load-failure__text">{message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
