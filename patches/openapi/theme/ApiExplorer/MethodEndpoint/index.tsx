import React, {type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import MethodEndpoint from '@theme-init/ApiExplorer/MethodEndpoint';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import {defaultEndpointServer, type Server} from '../../../endpointServer.mjs';

type Props = {
  method: string;
  path: string;
  context?: string;
  /** The default server's URL, written into each operation page by the generator (patches/openapi/endpointServer.mjs). */
  defaultServer?: string;
};

const BADGE: Record<string, string> = {
  get: 'primary',
  post: 'success',
  delete: 'danger',
  put: 'info',
  patch: 'warning',
  head: 'secondary',
  event: 'secondary',
};

/**
 * The endpoint line as the theme draws it, with the default server in
 * front of the path. The theme's own line shows the server only in the
 * browser, after the explorer has picked one, so on a phone the line grew
 * and wrapped after the page appeared and pushed the description down
 * (Lighthouse CLS 0.15).
 */
function EndpointLine({method, path, defaultServer}: Props): ReactNode {
  return (
    <>
      <pre className="openapi__method-endpoint">
        <span className={`badge badge--${BADGE[method.toLowerCase()]}`}>{method === 'event' ? 'Webhook' : method.toUpperCase()}</span>{' '}
        {method !== 'event' && (
          <h2 className="openapi__method-endpoint-path">
            {defaultServer}
            {path.replace(/{([a-z0-9-_]+)}/gi, ':$1')}
          </h2>
        )}
      </pre>
      <div className="openapi__divider" />
    </>
  );
}

/**
 * In the browser: the same line, with the server the explorer's store holds
 * once it holds one and the page has hydrated (the reader can pick another server or edit its
 * variables), written as the theme's line writes it. It stays the same
 * component, so when the store's server is the default one nothing in the
 * page changes; the theme's own line would replace the markup right after
 * hydration.
 */
function BrowserEndpoint({defaultServer, ...props}: Props): ReactNode {
  const server = useTypedSelector((state: {server: {value?: Server}}) => state.server.value);
  // Hydration draws what the server drew; a server the store starts with (kept from
  // earlier in the session, or the reader's project values) comes right after.
  const hydrated = useIsBrowser();
  const shown = hydrated && server?.url ? defaultEndpointServer([server]) : defaultServer;
  return <EndpointLine {...props} defaultServer={shown} />;
}

export default function MethodEndpointWrapper(props: Props): ReactNode {
  // Without a default server (a callback, or an operation with no servers) the theme's line is unchanged.
  if (!props.defaultServer || props.context !== 'endpoint') {
    const {defaultServer: _unused, ...rest} = props;
    return <MethodEndpoint {...rest} />;
  }
  // The server render has no Redux store (the theme's own line checks this too).
  if (!ExecutionEnvironment.canUseDOM) return <EndpointLine {...props} />;
  return <BrowserEndpoint {...props} />;
}
