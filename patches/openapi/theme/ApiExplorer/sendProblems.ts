import {translate} from '@docusaurus/Translate';

/**
 * Why "Send API Request" got no answer. The first three are found before anything is sent (the
 * explorer's wrapper stops the request); the others after the theme's request failed.
 */
export type SendProblem = 'sample-host' | 'no-token' | 'insecure' | 'blocked' | 'timeout' | 'network';

export type ServerOption = {url: string; variables?: Record<string, {default?: string}>};
export type AuthState = {selected?: string; data: Record<string, Record<string, string | undefined>>};

/** A server's URL with its variables filled in, as the theme builds the request URL. */
export function serverUrl(server: ServerOption | undefined): string {
  if (!server) return '';
  let url = server.url.replace(/\/$/, '');
  for (const [name, variable] of Object.entries(server.variables ?? {})) {
    url = url.replace(`{${name}}`, variable.default ?? '');
  }
  return url;
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** The host (and port) of a URL, or the text itself when it is not one. */
export function hostOf(url: string): string {
  return parse(url)?.host ?? url;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What stops a request before it is sent: the example host of the OpenAPI file (some
 * project's, or nobody's), plain HTTP to another host from an HTTPS page (browsers block it),
 * or no API token for a host that needs one (a local sidecar does not).
 */
export function problemBeforeSending({
  server,
  samples,
  auth,
  pageProtocol,
}: {
  server: ServerOption | undefined;
  samples: ServerOption[];
  auth: AuthState | undefined;
  pageProtocol: string;
}): SendProblem | undefined {
  const url = serverUrl(server);
  if (samples.some((sample) => serverUrl(sample) === url)) return 'sample-host';
  const target = parse(url);
  const local = target ? LOOPBACK.has(target.hostname) : false;
  if (target?.protocol === 'http:' && pageProtocol === 'https:' && !local) return 'insecure';
  const scheme = auth?.selected;
  if (scheme && !local && !Object.values(auth.data[scheme] ?? {}).some(Boolean)) return 'no-token';
  return undefined;
}

/** The theme's message for a request that timed out (ApiExplorer/Request). */
function timeoutMessage(): string {
  return translate({
    id: 'theme.openapi.request.error.timeout',
    message:
      'The request timed out waiting for the server to respond. Please try again. If the issue persists, try using a different client (e.g., curl) with a longer timeout.',
  });
}

/** Why a request the theme sent failed, from its message and a blocked connection, if any. */
export function problemAfterFailure(message: string, blockedByPolicy: boolean): SendProblem {
  if (blockedByPolicy) return 'blocked';
  if (message === timeoutMessage()) return 'timeout';
  return 'network';
}

/** Blocked connections (`connect-src`) since the last Send, reported by the browser. */
type Blocked = {count: number};
let blocked: Blocked = {count: 0};
const listeners = new Set<() => void>();

if (typeof document !== 'undefined') {
  document.addEventListener('securitypolicyviolation', (event) => {
    if (!/^connect-src/.test(event.effectiveDirective)) return;
    blocked = {count: blocked.count + 1};
    listeners.forEach((listener) => listener());
  });
}

export const blockedConnections = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot(): Blocked {
    return blocked;
  },
  /** A new Send starts: earlier blocks are not its problem. */
  reset(): void {
    blocked = {count: 0};
    listeners.forEach((listener) => listener());
  },
};

/** How the explorer's wrapper hands a problem found before sending to the response panel. */
const PREFIX = 'send-problem:';

export function problemResponse(problem: SendProblem): string {
  return PREFIX + problem;
}

export function problemOfResponse(value: string | undefined): SendProblem | undefined {
  return value?.startsWith(PREFIX) ? (value.slice(PREFIX.length) as SendProblem) : undefined;
}
