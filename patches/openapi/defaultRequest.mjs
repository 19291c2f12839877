// The request an operation page's explorer starts with, and so what "Send" sends and what
// every code sample shows before the reader changes anything. The OpenAPI theme fills it in
// from the operation (docusaurus-theme-openapi-docs 5.2.0: ApiItem prefills every parameter
// that has an example or default, optional ones included; ApiExplorer/Body builds the body
// from the schema, every optional property included, and lists the written examples after
// it). That made the first request the least typical one: an ETag with first-write
// concurrency, every optional query parameter, and a number the Python generator dropped
// while the Go one kept it. Here the explorer's copy of the operation (the page's `api` front
// matter; the reference text on the page is drawn from its own props and keeps every
// example) is given its simplest valid request: required parameters only, and the body of
// the written example named `simple` (or the only one).

/** The name of the written example that becomes the default request body. */
export const SIMPLE_EXAMPLE = 'simple';

/**
 * @typedef {{name: string, in: string, required?: boolean, example?: unknown,
 *   examples?: Record<string, {value?: unknown}>, schema?: {example?: unknown, default?: unknown}}} Parameter
 * @typedef {{schema?: Record<string, unknown>, example?: unknown,
 *   examples?: Record<string, {summary?: string, value?: unknown}>}} MediaType
 * @typedef {{operationId?: string, method?: string, path?: string, parameters?: Parameter[],
 *   requestBody?: {content?: Record<string, MediaType>}, jsonRequestBodyExample?: unknown}} Operation
 */

/**
 * The body a media type starts with: its `simple` example, or its one `example`, or its only
 * example. Undefined when it has none, or several with none named `simple`.
 * @param {MediaType} media
 * @returns {{value: unknown, key?: string} | undefined}
 */
export function simplestBody(media) {
  const examples = media.examples ?? {};
  if (examples[SIMPLE_EXAMPLE]?.value !== undefined) return {value: examples[SIMPLE_EXAMPLE].value, key: SIMPLE_EXAMPLE};
  if (media.example !== undefined) return {value: media.example};
  const keys = Object.keys(examples);
  if (keys.length === 1 && examples[keys[0]].value !== undefined) return {value: examples[keys[0]].value, key: keys[0]};
  return undefined;
}

/**
 * The operation as the explorer should start with it. Throws, naming the operation and the
 * media type, when a request body has no example to start from: the theme would otherwise
 * build one from the schema with every optional field.
 * @param {Operation} operation
 * @returns {Operation}
 */
export function withSimplestRequest(operation) {
  /** @type {Operation} */
  const result = structuredClone(operation);
  result.parameters = result.parameters?.map((parameter) => {
    if (parameter.required) return parameter;
    const {example: _example, examples: _examples, ...rest} = parameter;
    if (!rest.schema) return rest;
    const {example: _schemaExample, default: _schemaDefault, ...schema} = rest.schema;
    return {...rest, schema};
  });
  const name = `${operation.method?.toUpperCase() ?? ''} ${operation.path ?? ''} (${operation.operationId ?? 'no operationId'})`;
  for (const [type, media] of Object.entries(result.requestBody?.content ?? {})) {
    const body = simplestBody(media);
    if (!body) {
      throw new Error(
        `the request body ${type} of ${name} has no example to start the API explorer with. ` +
          `Give it an \`example\`, or name the simplest of its \`examples\` "${SIMPLE_EXAMPLE}".`,
      );
    }
    // The theme's body editor starts from the schema's own example when it has one.
    media.schema = {...media.schema, example: body.value};
    delete media.example;
    if (body.key && media.examples) {
      delete media.examples[body.key];
      if (Object.keys(media.examples).length === 0) delete media.examples;
    }
    if (type === 'application/json' && 'jsonRequestBodyExample' in result) result.jsonRequestBodyExample = body.value;
  }
  return result;
}

/**
 * An operation page (the OpenAPI plugin's MDX, `api` front matter as one JSON line) with the
 * explorer's copy of the operation replaced by `withSimplestRequest`; other pages unchanged.
 * @param {string} mdx
 * @returns {string}
 */
export function withSimplestRequestPage(mdx) {
  const line = /^(api: )(\{.*\})$/m.exec(mdx);
  if (!line || !mdx.startsWith('---\n') || line.index > mdx.indexOf('\n---\n', 4)) return mdx;
  const operation = withSimplestRequest(JSON.parse(line[2]));
  return mdx.slice(0, line.index) + line[1] + JSON.stringify(operation) + mdx.slice(line.index + line[0].length);
}
