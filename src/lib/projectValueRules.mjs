// Which project values the samples accept (src/lib/projectValues.mjs), in a
// module of its own so that the API pages (patches/openapi/projectExplorer.mjs) can
// check the stored endpoint and token without the form's messages.

// The public host patterns of Catalyst project endpoints, or a local sidecar for self-hosted Dapr.
const HTTP_CLOUD = /^(?:https:\/\/)?(http-prj\d+\.cloud\.r1\.diagrid\.io)(?::443)?\/?$/;
const GRPC_CLOUD = /^(?:https:\/\/)?(grpc-prj\d+\.cloud\.r1\.diagrid\.io)(?::(443))?\/?$/;
const LOCAL = /^(?:https?:\/\/)?((?:localhost|127\.0\.0\.1):\d{1,5})\/?$/;
const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;

/**
 * A value as the samples use it, or null when it is not a valid value of its
 * field (an empty text gives an empty value).
 * @param {import('./projectValues.mjs').ValueKey} key
 * @param {string | undefined} text
 * @returns {string | null}
 */
export function normalize(key, text) {
  const value = (text ?? '').trim();
  if (!value) return '';
  if (key === 'httpEndpoint') {
    const cloud = HTTP_CLOUD.exec(value);
    const local = LOCAL.exec(value);
    return cloud ? `https://${cloud[1]}` : local ? `http://${local[1]}` : null;
  }
  if (key === 'grpcEndpoint') {
    const cloud = GRPC_CLOUD.exec(value);
    const local = LOCAL.exec(value);
    return cloud ? `${cloud[1]}:443` : local ? local[1] : null;
  }
  if (key === 'token') return /^[\x21-\x7e]+$/.test(value) ? value : null;
  return NAME.test(value) ? value : null;
}
