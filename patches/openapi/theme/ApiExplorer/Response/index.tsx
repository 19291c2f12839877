import React, {type ComponentProps, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Response from '@theme-init/ApiExplorer/Response';
import {useTypedSelector} from '@theme/ApiItem/hooks';

type ResponseState = {response: {code?: string; value?: string}};

/**
 * Wraps the API explorer's response panel. When a request never reaches the
 * server (connection refused, DNS, CORS, timeout) the theme stores its
 * message but renders the empty-state text, so the reader cannot tell that
 * Send failed. This shows that message as an alert under the panel.
 */
export default function ResponseWrapper(props: ComponentProps<typeof Response>): ReactNode {
  const code = useTypedSelector((state: ResponseState) => state.response.code);
  const value = useTypedSelector((state: ResponseState) => state.response.value);
  const fetching = translate({id: 'theme.openapi.request.fetchingMessage', message: 'Fetching...'});
  const failedToSend = !code && Boolean(value) && value !== fetching;
  return (
    <>
      <Response {...props} />
      {failedToSend && (
        <div role="alert" className="alert alert--danger margin-top--sm" data-testid="api-request-error">
          <strong>The request was not sent.</strong> {value}
        </div>
      )}
    </>
  );
}
