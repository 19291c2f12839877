import React, {useSyncExternalStore, type ComponentProps, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Response from '@theme-init/ApiExplorer/Response';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {clearCode, clearHeaders, clearResponse} from '@theme/ApiExplorer/Response/slice';
import {
  blockedConnections,
  hostOf,
  problemAfterFailure,
  problemOfResponse,
  serverUrl,
  type SendProblem,
  type ServerOption,
} from '../sendProblems';

type State = {response: {code?: string; value?: string}; server: {value?: ServerOption}};

/** Where a reader gets the two values a request needs. */
const VALUES_GUIDE = '/catalyst/getting-started/first-api-call#reuse-the-values-in-another-shell';

function Explanation({problem, host}: {problem: SendProblem; host: string}): ReactNode {
  const code = <code>{host}</code>;
  switch (problem) {
    case 'sample-host':
      return (
        <>
          <strong>Set your project&apos;s endpoint first.</strong> The Base URL still has the example host {code}. Choose
          Edit under Base URL and enter your project&apos;s HTTP endpoint host; <Link to={VALUES_GUIDE}>Make your first
          API call</Link> shows how to print it.
        </>
      );
    case 'no-token':
      return (
        <>
          <strong>Add your API token.</strong> Calls to {code} need an App ID&apos;s API token in the{' '}
          <code>dapr-api-token</code> header. Enter it under Auth; <Link to={VALUES_GUIDE}>Make your first API call</Link>{' '}
          shows how to print it.
        </>
      );
    case 'insecure':
      return (
        <>
          <strong>Use https for {code}.</strong> Browsers do not send plain HTTP requests from an HTTPS page, except to
          localhost. Choose https as the protocol, or run the curl sample in a terminal.
        </>
      );
    case 'blocked':
      return (
        <>
          <strong>This page may not connect to {code}.</strong> The site&apos;s content security policy allows HTTPS
          hosts and a sidecar on localhost. Choose https as the protocol, or run the curl sample in a terminal.
        </>
      );
    case 'timeout':
      return (
        <>
          <strong>{code} did not answer in time.</strong> Check that the endpoint is right and send the request again. For
          an operation that takes longer, run the curl sample in a terminal.
        </>
      );
    default:
      return (
        <>
          <strong>The request did not reach {code}, or its answer could not be read.</strong> Check the endpoint and
          your connection. If the server does not accept requests from this site (CORS), run the curl sample in a
          terminal.
        </>
      );
  }
}

/**
 * Wraps the API explorer's response panel, where the reader looks after "Send API Request".
 * When the request was stopped before sending (the explorer's wrapper checks the endpoint and
 * the token) or never got an answer (network, CORS, the content security policy, a timeout),
 * the theme keeps showing its "Click the Send API Request button" text and puts its message
 * elsewhere. Here the panel itself says what happened and what to do.
 */
export default function ResponseWrapper(props: ComponentProps<typeof Response>): ReactNode {
  const dispatch = useTypedDispatch();
  const code = useTypedSelector((state: State) => state.response.code);
  const value = useTypedSelector((state: State) => state.response.value);
  const server = useTypedSelector((state: State) => state.server.value);
  const blocked = useSyncExternalStore(
    blockedConnections.subscribe,
    blockedConnections.snapshot,
    blockedConnections.snapshot,
  );
  const fetching = translate({id: 'theme.openapi.request.fetchingMessage', message: 'Fetching...'});
  const stopped = problemOfResponse(value);
  const failed = !stopped && !code && Boolean(value) && value !== fetching;
  if (!stopped && !failed) return <Response {...props} />;

  const problem = stopped ?? problemAfterFailure(value ?? '', blocked.count > 0);
  const url = serverUrl(server);
  const host = hostOf(url);
  return (
    <div className="openapi-explorer__response-container">
      <div className="openapi-explorer__response-title-container">
        <span className="openapi-explorer__response-title">
          {translate({id: 'theme.openapi.response.title', message: 'Response'})}
        </span>
        <button
          type="button"
          className="openapi-explorer__response-clear-btn"
          onClick={() => {
            dispatch(clearResponse());
            dispatch(clearCode());
            dispatch(clearHeaders());
          }}>
          {translate({id: 'theme.openapi.response.clear', message: 'Clear'})}
        </button>
      </div>
      <div role="alert" className="alert alert--warning" data-testid="api-request-error" data-problem={problem}>
        <Explanation problem={problem} host={host} />
      </div>
    </div>
  );
}
