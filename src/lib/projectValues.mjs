// The reader's own project values in the samples: what they are, how they are
// checked, and where they go in a sample's text (which samples have a place
// for them: src/lib/projectSamples.mjs). The values live only in the
// browser (src/lib/projectStore.ts); the pages, their Markdown twins and the
// search index keep the placeholders. Plain JavaScript with JSDoc types, so
// that Node runs it in the tests as it is.

import {normalize} from './projectValueRules.mjs';

/**
 * @typedef {object} ProjectValues
 * @property {string} httpEndpoint e.g. https://http-prj123456.cloud.r1.diagrid.io
 * @property {string} grpcEndpoint e.g. grpc-prj123456.cloud.r1.diagrid.io:443
 * @property {string} project
 * @property {string} appId
 * @property {string} token
 */

/** @typedef {keyof ProjectValues} ValueKey */

/**
 * The fields, in the form's order. Patterns are the public host patterns of
 * Catalyst project endpoints, or a local sidecar for self-hosted Dapr.
 * @type {{key: ValueKey, label: string, hint: string, example: string}[]}
 */
export const FIELDS = [
  {
    key: 'httpEndpoint',
    label: 'HTTP endpoint',
    hint: 'https://http-prj<digits>.cloud.r1.diagrid.io, or http://localhost:<port> for a local Dapr sidecar.',
    example: 'https://http-prj123456.cloud.r1.diagrid.io',
  },
  {
    key: 'grpcEndpoint',
    label: 'gRPC endpoint',
    hint: 'grpc-prj<digits>.cloud.r1.diagrid.io:443, or localhost:<port> for a local Dapr sidecar.',
    example: 'grpc-prj123456.cloud.r1.diagrid.io:443',
  },
  {key: 'project', label: 'Project name', hint: 'The name diagrid project list shows.', example: 'my-project'},
  {key: 'appId', label: 'App ID', hint: 'The App ID your application runs as.', example: 'orders'},
  {
    key: 'token',
    label: 'API token (optional)',
    hint: 'The App ID’s API token. Kept for this browser tab only unless you choose to remember it.',
    example: '',
  },
];

/** Why a value is not valid, by field. */
const PROBLEMS = /** @type {Record<ValueKey, string>} */ ({
  httpEndpoint:
    'Use the project’s HTTP endpoint, https://http-prj<digits>.cloud.r1.diagrid.io, or http://localhost:<port>.',
  grpcEndpoint: 'Use the project’s gRPC endpoint, grpc-prj<digits>.cloud.r1.diagrid.io:443, or localhost:<port>.',
  project: 'Use letters, digits, ".", "_" and "-", starting and ending with a letter or digit, with no spaces.',
  appId: 'Use letters, digits, ".", "_" and "-", starting and ending with a letter or digit, with no spaces.',
  token: 'A token has no spaces or quotes; paste it as the console or the CLI shows it.',
});

/**
 * Checks and normalises what the reader typed. Empty fields stay empty (the
 * samples keep their placeholders); a field with a problem is left out of
 * `values`, so a bad value never reaches a sample.
 * @param {Partial<ProjectValues>} raw
 * @returns {{values: ProjectValues, problems: Partial<Record<ValueKey, string>>}}
 */
export function checkValues(raw) {
  /** @type {ProjectValues} */
  const values = {httpEndpoint: '', grpcEndpoint: '', project: '', appId: '', token: ''};
  /** @type {Partial<Record<ValueKey, string>>} */
  const problems = {};
  for (const key of /** @type {ValueKey[]} */ (Object.keys(values))) {
    const value = normalize(key, raw[key]);
    if (value === null) problems[key] = PROBLEMS[key];
    else values[key] = value;
  }
  return {values, problems};
}

/**
 * What each value replaces in a sample, longest first. Each entry: the text,
 * the value's key, and the value that goes there.
 * @param {ProjectValues} values
 * @returns {{from: string, key: ValueKey, to: string}[]}
 */
export function replacements(values) {
  /** @type {{from: string, key: ValueKey, to: string}[]} */
  const out = [];
  const http = values.httpEndpoint;
  if (http) {
    const host = http.replace(/^https?:\/\//, '');
    out.push(
      // A local sidecar is plain HTTP: the scheme goes with the host.
      {from: 'https://<project-endpoint>', key: 'httpEndpoint', to: http},
      {from: 'https://http-prj123456.cloud.r1.diagrid.io', key: 'httpEndpoint', to: http},
      {from: '<http-endpoint>', key: 'httpEndpoint', to: http},
      {from: '<project-endpoint>', key: 'httpEndpoint', to: host},
      {from: 'http-prj123456.cloud.r1.diagrid.io', key: 'httpEndpoint', to: host},
    );
  }
  if (values.grpcEndpoint) {
    out.push(
      {from: '<grpc-endpoint>', key: 'grpcEndpoint', to: values.grpcEndpoint},
      {from: 'grpc-prj123456.cloud.r1.diagrid.io:443', key: 'grpcEndpoint', to: values.grpcEndpoint},
    );
  }
  if (values.project) out.push({from: '<project-name>', key: 'project', to: values.project});
  if (values.appId)
    out.push(
      {from: '<app-id>', key: 'appId', to: values.appId},
      {from: '<appid-name>', key: 'appId', to: values.appId},
    );
  if (values.token) out.push({from: '<api-token>', key: 'token', to: values.token});
  return out;
}

/** Short names of the values, for the line under a filled sample. */
export const LABELS = /** @type {Record<ValueKey, string>} */ ({
  httpEndpoint: 'HTTP endpoint',
  grpcEndpoint: 'gRPC endpoint',
  project: 'project name',
  appId: 'App ID',
  token: 'API token',
});

/**
 * A sample with the reader's values in place of the placeholders, and where
 * each value now stands (`start`/`end` in the new text), for the marker.
 * @param {string} code
 * @param {ProjectValues} values
 * @returns {{text: string, filled: {start: number, end: number, key: ValueKey}[]}}
 */
export function fillSample(code, values) {
  const rules = replacements(values);
  /** @type {{start: number, end: number, key: ValueKey}[]} */
  const filled = [];
  let text = '';
  let i = 0;
  while (i < code.length) {
    const rule = rules.find((r) => code.startsWith(r.from, i));
    if (rule) {
      filled.push({start: text.length, end: text.length + rule.to.length, key: rule.key});
      text += rule.to;
      i += rule.from.length;
    } else {
      text += code[i];
      i += 1;
    }
  }
  return {text, filled};
}
