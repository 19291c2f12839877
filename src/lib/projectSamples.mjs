// What every Catalyst code block needs to know about the reader's project
// values before any of their code loads (src/theme/CodeBlock): whether a
// sample has a placeholder they fill, and whether the reader has stored any.
// The rest (src/lib/projectValues.mjs, projectStore.ts) loads only then.

/** localStorage: the endpoints, project and App ID (and the token, when remembered). */
export const VALUES_KEY = 'diagrid-docs.project';
/** sessionStorage: the API token, for this tab only. */
export const TOKEN_KEY = 'diagrid-docs.project-token';
/** The window event sent when the reader saves or clears values. */
export const CHANGED_EVENT = 'diagrid-project-values';

/**
 * Every text a value can replace (src/lib/projectValues.mjs, `replacements`,
 * which tests/unit/project-values.test.mjs keeps in step with this list).
 */
export const PLACEHOLDERS = [
  '<project-endpoint>',
  'http-prj123456.cloud.r1.diagrid.io',
  '<http-endpoint>',
  '<grpc-endpoint>',
  'grpc-prj123456.cloud.r1.diagrid.io:443',
  '<project-name>',
  '<app-id>',
  '<appid-name>',
  '<api-token>',
];

/**
 * Whether a sample has anything the reader's values can fill in.
 * @param {string} code
 */
export function usesProjectValues(code) {
  return PLACEHOLDERS.some((p) => code.includes(p));
}

/** Whether the reader has stored any value (false where storage is off). */
export function hasStoredValues() {
  try {
    return localStorage.getItem(VALUES_KEY) !== null || sessionStorage.getItem(TOKEN_KEY) !== null;
  } catch {
    return false;
  }
}
