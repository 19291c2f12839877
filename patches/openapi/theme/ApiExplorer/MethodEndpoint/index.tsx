/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */

// Copy of docusaurus-theme-openapi-docs's src/theme/ApiExplorer/MethodEndpoint/index.tsx,
// in its own formatting (.prettierignore), so that a diff against it shows only
// ours, marked "Diagrid:". The theme shows the server part of the line only in
// the browser, once the explorer has picked one, so on a phone the line grew
// and wrapped after the page appeared and pushed the description down. The
// generator writes the default server into each operation page
// (patches/openapi/endpointServer.mjs); the line shows it from the server
// render on, then the server the explorer's store holds once the page has
// hydrated, written as the theme writes it.
// Diagrid: the lint rules the theme's code breaks, left as it wrote it: canUseDOM
// never changes in a JavaScript environment, so its hooks keep their order there.
/* eslint-disable prefer-const, react-hooks/rules-of-hooks, react-hooks/immutability, @typescript-eslint/no-explicit-any */

import React from "react";

import BrowserOnly from "@docusaurus/BrowserOnly";
import ExecutionEnvironment from "@docusaurus/ExecutionEnvironment";
// Diagrid: hydration first, and the server written as the theme writes it.
import useIsBrowser from "@docusaurus/useIsBrowser";
import { defaultEndpointServer } from "../../../endpointServer.mjs";
import { useTypedSelector } from "@theme/ApiItem/hooks";

function colorForMethod(method: string) {
  switch (method.toLowerCase()) {
    case "get":
      return "primary";
    case "post":
      return "success";
    case "delete":
      return "danger";
    case "put":
      return "info";
    case "patch":
      return "warning";
    case "head":
      return "secondary";
    case "event":
      return "secondary";
    default:
      return undefined;
  }
}

export interface Props {
  method: string;
  path: string;
  context?: "endpoint" | "callback";
  // Diagrid: the default server's URL, which the generator writes into each operation page.
  defaultServer?: string;
}

// Diagrid: defaultServer.
function MethodEndpoint({ method, path, context, defaultServer }: Props) {
  // Diagrid: an operation's line with a default server; a callback's, or one with no server, is the theme's.
  const withDefault = context === "endpoint" && Boolean(defaultServer);

  // During SSR, render without Redux store access to avoid "Cannot read properties
  // of null (reading 'store')" errors caused by useSelector running outside a Provider.
  if (!ExecutionEnvironment.canUseDOM) {
    return (
      <>
        <pre className="openapi__method-endpoint">
          <span className={"badge badge--" + colorForMethod(method)}>
            {method === "event" ? "Webhook" : method.toUpperCase()}
          </span>{" "}
          {method !== "event" && (
            <h2 className="openapi__method-endpoint-path">
              {/* Diagrid: the default server, in the HTML. */}
              {withDefault && defaultServer}
              {`${path.replace(/{([a-z0-9-_]+)}/gi, ":$1")}`}
            </h2>
          )}
        </pre>
        <div className="openapi__divider" />
      </>
    );
  }

  let serverValue = useTypedSelector((state: any) => state.server.value);
  // Diagrid: hydration draws what the server drew; the store's server (kept from earlier in
  // the session, or the reader's project values) comes right after.
  const hydrated = useIsBrowser();
  let serverUrlWithVariables = "";

  const renderServerUrl = () => {
    if (context === "callback") {
      return "";
    }

    // Diagrid: no BrowserOnly, which would draw nothing while the page hydrates.
    if (withDefault) {
      return hydrated && serverValue?.url
        ? defaultEndpointServer([serverValue])
        : defaultServer;
    }

    if (serverValue && serverValue.variables) {
      serverUrlWithVariables = serverValue.url.replace(/\/$/, "");

      Object.keys(serverValue.variables).forEach((variable) => {
        serverUrlWithVariables = serverUrlWithVariables.replace(
          `{${variable}}`,
          serverValue.variables?.[variable].default ?? ""
        );
      });
    }

    return (
      <BrowserOnly>
        {() => {
          if (serverUrlWithVariables.length) {
            return serverUrlWithVariables;
          } else if (serverValue && serverValue.url) {
            return serverValue.url;
          }
        }}
      </BrowserOnly>
    );
  };

  return (
    <>
      <pre className="openapi__method-endpoint">
        <span className={"badge badge--" + colorForMethod(method)}>
          {method === "event" ? "Webhook" : method.toUpperCase()}
        </span>{" "}
        {method !== "event" && (
          <h2 className="openapi__method-endpoint-path">
            {renderServerUrl()}
            {`${path.replace(/{([a-z0-9-_]+)}/gi, ":$1")}`}
          </h2>
        )}
      </pre>
      <div className="openapi__divider" />
    </>
  );
}

export default MethodEndpoint;
