// The Markdown twin of a built page: what the page says, as Markdown a person
// would write (title, prose, tables, fenced code with its language), without
// JSX, imports or theme markup. Used by scripts/postbuild/reader-formats.mjs.
//
// Two sources:
//   - htmlToTwin(): any built page (guides, CLI and component references, the
//     home page). The rendered HTML already holds everything the page says,
//     including what MDX components produced; theme chrome (breadcrumbs, the
//     table of contents, copy buttons, pagination) is dropped, SDK tabs
//     become one section per language, admonitions become quotes.
//   - operationTwin(): an API operation page, written from the OpenAPI file
//     itself (method and full path, the security header, parameters and
//     schemas as tables, status codes, one curl example), because the
//     explorer's HTML is an interactive widget, not a document.
import {fromHtml} from 'hast-util-from-html';
import {toMdast} from 'hast-util-to-mdast';
import {toText} from 'hast-util-to-text';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {classes, findAll, findElement, hasClass, isElement} from './hast.mjs';
import {codeBlock, markdownCell, table} from './markdown.mjs';
import {resolver} from './openapi-refs.mjs';

/**
 * The hast (HTML syntax tree) types, as scripts/lib/hast.mjs names them.
 * @typedef {import('./hast.mjs').Root} Root
 * @typedef {import('./hast.mjs').RootContent} RootContent
 * @typedef {import('./hast.mjs').Element} Element
 * @typedef {Parameters<typeof toMarkdown>[0]} MdastNodes an mdast (Markdown syntax tree) node
 * @typedef {{title: string, description: string, markdown: string}} Twin
 */

const SITE_SUFFIX = / \| Diagrid Docs$/;

/** Theme chrome that is not part of what a page says. */
const DROP_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-footer',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'pagination-nav',
  'page-actions',
  'buttonGroup__atn',
  // Names for the search index only (plugins/searchTerms.mjs).
  'search-terms',
  // The component pages' manifest builder and checker: controls, not text.
  'manifest-tools',
  // The line under a sample that offers the reader's project values (src/theme/CodeBlock).
  'project-sample__note',
];
const DROP_TAGS = new Set(['nav', 'button', 'svg', 'script', 'style', 'noscript', 'template', 'input', 'footer']);

/** @param {string} tagName @param {Record<string, unknown>} properties @param {RootContent[]} children @returns {Element} */
function h(tagName, properties, children) {
  return {
    type: 'element',
    tagName,
    properties: /** @type {any} */ (properties),
    children: /** @type {any} */ (children),
  };
}

/** @param {string} value @returns {RootContent} */
function text(value) {
  return {type: 'text', value};
}

/**
 * Absolute address of a site link, so a twin pasted elsewhere still links home.
 * @param {string | undefined} href
 * @param {string} siteUrl
 * @returns {string | undefined}
 */
function absoluteUrl(href, siteUrl) {
  if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return href;
  return `${siteUrl}${href}`;
}

/**
 * The text of a Prism code block, one line per token line.
 * @param {Element} pre
 * @returns {string}
 */
function codeText(pre) {
  const lines = findAll(pre, (el) => classes(el).includes('token-line'));
  if (lines.length === 0) return toText(pre, {whitespace: 'pre'}).replace(/\n$/, '');
  return lines.map((line) => toText(line, {whitespace: 'pre'}).replace(/\n$/, '')).join('\n');
}

/**
 * Rewrites the page's content tree into plain document elements, in document
 * order (so tabs know the heading level they sit under).
 * @param {Element} root
 * @param {string} siteUrl
 * @returns {Element}
 */
function simplify(root, siteUrl) {
  let headingLevel = 1;
  let listDepth = 0;

  /** @param {RootContent} node @returns {RootContent[]} */
  function visit(node) {
    if (node.type === 'comment') return [];
    if (!isElement(node)) return [node];
    const el = /** @type {Element} */ (node);
    const tag = el.tagName;

    if (DROP_TAGS.has(tag) || DROP_CLASSES.some((c) => hasClass(el, c))) return [];
    // hast types aria-hidden as a string; a boolean is accepted too.
    const ariaHidden = /** @type {unknown} */ (el.properties?.ariaHidden);
    if (ariaHidden === 'true' || ariaHidden === true) return [];

    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      headingLevel = Number(heading[1]);
      return [h(tag, {}, children(el))];
    }

    // A fenced code block: language from the container, title if any.
    if (classes(el).includes('theme-code-block')) {
      const pre = findElement(el, (e) => e.tagName === 'pre');
      const lang = classes(el)
        .find((c) => c.startsWith('language-'))
        ?.slice('language-'.length);
      const titleEl = findElement(el, (e) => hasClass(e, 'codeBlockTitle'));
      const title = titleEl ? toText(titleEl).trim() : '';
      // The code travels in a property: to-mdast collapses whitespace in text children.
      const code = pre ? codeText(pre) : '';
      return [
        h('x-code', {lang: lang && lang !== 'text' ? lang : '', meta: title ? `title="${title}"` : '', code}, []),
      ];
    }

    // Tabs (SDK languages and others): one section per tab, in tab order.
    if (classes(el).includes('tabs-container')) {
      const labels = findAll(el, (e) => e.properties?.role === 'tab').map((tab) => toText(tab).trim());
      const panels = findAll(el, (e) => e.properties?.role === 'tabpanel');
      const level = Math.min(headingLevel + 1, 6);
      const out = /** @type {RootContent[]} */ ([]);
      panels.forEach((panel, i) => {
        const label = labels[i] ?? `Tab ${i + 1}`;
        // Inside a list a heading would break the list: label the section in bold instead.
        out.push(listDepth > 0 ? h('p', {}, [h('strong', {}, [text(label)])]) : h(`h${level}`, {}, [text(label)]));
        out.push(...children(panel));
      });
      return out;
    }

    // Admonitions: a quote that starts with its title in bold.
    if (classes(el).includes('theme-admonition')) {
      const headingEl = findElement(el, (e) => hasClass(e, 'admonitionHeading'));
      const contentEl = findElement(el, (e) => hasClass(e, 'admonitionContent'));
      const label = headingEl ? toText(headingEl).trim() : '';
      const title = label ? label.charAt(0).toUpperCase() + label.slice(1) : 'Note';
      return [
        h('blockquote', {}, [h('p', {}, [h('strong', {}, [text(title)])]), ...(contentEl ? children(contentEl) : [])]),
      ];
    }

    // Doc card grids (category and tag pages): a list of links with their descriptions.
    const cards = classes(el).includes('row')
      ? findAll(el, (e) => e.tagName === 'a' && hasClass(e, 'cardContainer'))
      : [];
    if (cards.length > 0) {
      return [
        h(
          'ul',
          {},
          cards.map((card) => {
            const titleEl = findElement(card, (e) => /^h[2-6]$/.test(e.tagName));
            const descEl = findElement(card, (e) => e.tagName === 'p');
            // The card title starts with an emoji icon.
            const label = (titleEl ? toText(titleEl) : '').replace(/^[^\p{L}\p{N}`]+/u, '').trim();
            const desc = descEl ? String(descEl.properties?.title ?? toText(descEl)).trim() : '';
            return h('li', {}, [
              h('a', {href: absoluteUrl(card.properties?.href, siteUrl)}, [text(label)]),
              ...(desc ? [text(`: ${desc}`)] : []),
            ]);
          }),
        ),
      ];
    }

    if (tag === 'details') {
      const summary = findElement(el, (e) => e.tagName === 'summary');
      const rest = el.children.filter((c) => c !== summary);
      return [h('p', {}, [h('strong', {}, summary ? children(summary) : [text('Details')])]), ...rest.flatMap(visit)];
    }

    if (tag === 'a') {
      const href = el.properties?.href;
      return [h('a', {href: absoluteUrl(href, siteUrl)}, children(el))];
    }
    if (tag === 'img') {
      return [h('img', {src: absoluteUrl(el.properties?.src, siteUrl), alt: el.properties?.alt ?? ''}, [])];
    }

    if (tag === 'ul' || tag === 'ol') {
      listDepth += 1;
      const kids = children(el);
      listDepth -= 1;
      return [h(tag, {start: el.properties?.start}, kids)];
    }

    return [h(tag, tag === 'td' || tag === 'th' ? {align: el.properties?.align} : {}, children(el))];
  }

  /** @param {Element} el @returns {RootContent[]} */
  function children(el) {
    return el.children.flatMap(visit);
  }

  return h('div', {}, root.children.flatMap(visit));
}

/** @param {string} markdown @returns {string} */
function tidy(markdown) {
  return `${markdown
    .replace(/\u200b/g, '')
    // "C#" ends a heading safely (a closing # needs a space before it): no escape.
    .replace(/^(#{1,6} .*[^\s\\])\\#$/gm, '$1#')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/**
 * Serialises an mdast tree the way the rest of the project writes Markdown.
 * @param {MdastNodes} tree
 * @returns {string}
 */
function stringifyMdast(tree) {
  return toMarkdown(tree, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    resourceLink: true,
  });
}

/**
 * The page's title and description from its head.
 * @param {Root} tree
 * @returns {{title: string, description: string}}
 */
export function pageMeta(tree) {
  const metaContent = (/** @type {(el: Element) => boolean} */ test) =>
    findElement(tree, (e) => e.tagName === 'meta' && test(e))?.properties?.content;
  const titleEl = findElement(tree, (e) => e.tagName === 'title');
  const title = String(
    (titleEl ? toText(titleEl) : '') || (metaContent((e) => e.properties?.property === 'og:title') ?? ''),
  )
    .replace(SITE_SUFFIX, '')
    .trim();
  const description = String(metaContent((e) => e.properties?.name === 'description') ?? '').trim();
  return {title, description};
}

/**
 * The twin of a built HTML page.
 * @param {string} html
 * @param {{siteUrl: string}} options
 * @returns {Twin}
 */
export function htmlToTwin(html, {siteUrl}) {
  const tree = fromHtml(html);
  const {title, description} = pageMeta(tree);
  // Doc pages: the Markdown body. Other pages: the main landmark.
  const content =
    findElement(tree, (e) => classes(e).includes('theme-doc-markdown')) ??
    findElement(tree, (e) => e.tagName === 'main');
  if (!content) throw new Error('the page has neither a Markdown body nor a <main> element');
  const simple = simplify(content, siteUrl);
  const mdast = toMdast(simple, {
    handlers: {
      'x-code': (_state, node) => ({
        type: 'code',
        lang: node.properties.lang || null,
        meta: /** @type {string} */ (node.properties.meta) || null,
        value: String(node.properties.code ?? ''),
      }),
    },
  });
  let markdown = tidy(stringifyMdast(mdast));
  // Every twin starts with its title as the one level-1 heading.
  if (!markdown.startsWith('# ')) markdown = `# ${title}\n\n${markdown}`;
  return {title, description, markdown};
}

// ---------------------------------------------------------------------------
// API operation pages, from the OpenAPI description.

/** @type {Record<string, string>} */
const STATUS_TEXT = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  206: 'Partial Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * A value of the parsed OpenAPI description, or any part of it (an operation, a
 * parameter, a schema, a media type): JSON as js-yaml parsed it, unchecked, so
 * its fields are read as from JSON.parse.
 * @typedef {any} Json
 */

/** @typedef {import('./openapi-refs.mjs').Resolve} Resolve */

/**
 * A table of plain values, each made a cell (one line, pipes escaped).
 * @param {string[]} header @param {unknown[][]} rows @returns {string}
 */
function valuesTable(header, rows) {
  return table(
    header,
    rows.map((row) => row.map(markdownCell)),
  );
}

/**
 * Root-relative links of the OpenAPI descriptions, made absolute.
 * @param {unknown} markdown a description of the OpenAPI file (missing: '')
 * @param {string} siteUrl
 * @returns {string}
 */
function absoluteLinks(markdown, siteUrl) {
  return String(markdown ?? '')
    .trim()
    .replace(/\]\((\/[^)\s]*)\)/g, (_m, href) => `](${absoluteUrl(href, siteUrl)})`);
}

/**
 * A short type label: `string`, `integer (int32)`, `array of object`, `string, one of: a, b`.
 * @param {Json} schema
 * @param {Resolve} resolve
 * @param {number} [depth]
 * @returns {string}
 */
function typeLabel(schema, resolve, depth = 0) {
  const s = resolve(schema ?? {});
  if (depth > 3) return 'object';
  if (s.oneOf || s.anyOf)
    return /** @type {Json[]} */ (s.oneOf ?? s.anyOf).map((x) => typeLabel(x, resolve, depth + 1)).join(' or ');
  if (s.allOf) return 'object';
  let label = s.type ?? (s.properties ? 'object' : 'any');
  if (label === 'array') label = `array of ${typeLabel(s.items, resolve, depth + 1)}`;
  if (s.format) label += ` (${s.format})`;
  if (s.enum) label += `, one of: ${/** @type {Json[]} */ (s.enum).map((v) => `\`${v}\``).join(', ')}`;
  if (s.nullable) label += ', nullable';
  return label;
}

/**
 * The properties of an object schema, allOf merged.
 * @param {Json} schema
 * @param {Resolve} resolve
 * @returns {{properties: Record<string, Json>, required: Set<string>, additional: Json}}
 */
function objectParts(schema, resolve) {
  const s = resolve(schema ?? {});
  const parts = [s, ...(s.allOf ?? []).map(resolve)];
  const properties = Object.assign({}, ...parts.map((p) => p.properties ?? {}));
  const required = new Set(parts.flatMap((p) => p.required ?? []));
  return {properties, required, additional: parts.find((p) => p.additionalProperties)?.additionalProperties};
}

/**
 * Table rows for a schema's fields, nested fields with dotted names (`items[].key`).
 * @param {Json} schema
 * @param {Resolve} resolve
 * @param {string} [prefix]
 * @param {number} [depth]
 * @param {Set<Json>} [seen] the schemas this one is nested in
 * @returns {string[][]}
 */
function schemaRows(schema, resolve, prefix = '', depth = 0, seen = new Set()) {
  const s = resolve(schema ?? {});
  if (depth > 4 || seen.has(s)) return [];
  const next = new Set(seen).add(s);
  if (s.type === 'array' || s.items) {
    return schemaRows(s.items, resolve, `${prefix}[]`, depth + 1, next);
  }
  const {properties, required, additional} = objectParts(s, resolve);
  /** @type {string[][]} */
  const rows = [];
  for (const [name, prop] of Object.entries(properties)) {
    const p = resolve(prop);
    const field = `${prefix ? `${prefix}.` : ''}${name}`;
    rows.push([`\`${field}\``, typeLabel(p, resolve), required.has(name) ? 'Yes' : 'No', p.description ?? '']);
    const inner = p.type === 'array' ? resolve(p.items ?? {}) : p;
    if (inner.properties || inner.allOf) rows.push(...schemaRows(p, resolve, field, depth + 1, next));
  }
  if (additional && typeof additional === 'object') {
    const a = resolve(additional);
    const field = `${prefix ? `${prefix}.` : ''}<name>`;
    rows.push([`\`${field}\``, typeLabel(a, resolve), 'No', a.description ?? 'Any further field.']);
  }
  return rows;
}

/**
 * A sample value for a schema: its example, default or first enum value, else a typed placeholder.
 * @param {Json} schema
 * @param {Resolve} resolve
 * @param {number} [depth]
 * @returns {Json}
 */
function sample(schema, resolve, depth = 0) {
  const s = resolve(schema ?? {});
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  if (depth > 4) return {};
  if (s.oneOf || s.anyOf) return sample((s.oneOf ?? s.anyOf)[0], resolve, depth + 1);
  if (s.type === 'array' || s.items) return [sample(s.items, resolve, depth + 1)];
  const {properties} = objectParts(s, resolve);
  if (s.type === 'object' || Object.keys(properties).length > 0) {
    return Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, sample(v, resolve, depth + 1)]));
  }
  return (
    /** @type {Record<string, Json>} */ ({string: '<string>', integer: 0, number: 0, boolean: true})[s.type] ??
    '<value>'
  );
}

/**
 * The example body of a media type: `example`, the first of `examples`, or one built from the schema.
 * @param {Json} media
 * @param {Resolve} resolve
 * @returns {Json}
 */
function mediaExample(media, resolve) {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  if (first) return resolve(first).value;
  return media.schema ? sample(media.schema, resolve) : undefined;
}

/**
 * The server's address with each variable at its default.
 * @param {Json} spec the parsed OpenAPI description
 * @returns {string}
 */
function serverUrl(spec) {
  const server = spec.servers?.[0];
  if (!server) return '';
  return /** @type {string} */ (server.url)
    .replace(/\{(\w+)\}/g, (_m, name) => server.variables?.[name]?.default ?? `{${name}}`)
    .replace(/\/$/, '');
}

/** @param {unknown} value @returns {string} */
function shellQuote(value) {
  return `'${String(value).replaceAll("'", "'\\''")}'`;
}

/**
 * The twin of one API operation page.
 * @param {Json} spec the parsed OpenAPI description
 * @param {{method: string, path: string, siteUrl: string}} where
 * @returns {Twin}
 */
export function operationTwin(spec, {method, path: route, siteUrl}) {
  const resolve = resolver(spec);
  const item = spec.paths?.[route];
  const op = item?.[method];
  if (!op) throw new Error(`the OpenAPI description has no ${method.toUpperCase()} ${route}`);
  const title = op.summary ?? op.operationId ?? `${method.toUpperCase()} ${route}`;
  const description = String(op.description ?? '')
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s*\n\s*/g, ' ');
  const base = serverUrl(spec);
  const out = [`# ${title}`, '', codeBlock(`${method.toUpperCase()} ${base}${route}`, 'http')];
  if (op.deprecated) out.push('', '> **Deprecated.** This operation is deprecated.');
  if (op.description) out.push('', absoluteLinks(op.description, siteUrl));

  // Security: the header every call sends.
  const headers = [];
  const security = /** @type {Json[]} */ (op.security ?? spec.security ?? []);
  const schemes = security
    .flatMap((req) => Object.keys(req))
    .map((name) => [name, resolve(spec.components?.securitySchemes?.[name])]);
  if (schemes.length > 0) {
    out.push('', '## Authentication', '');
    for (const [name, scheme] of schemes) {
      if (scheme?.type === 'apiKey' && scheme.in === 'header') {
        headers.push([scheme.name, '<api-token>']);
        out.push(
          `Send the \`${scheme.name}\` header with every request.${scheme.description ? ` ${markdownCell(absoluteLinks(scheme.description, siteUrl))}` : ''}`,
        );
      } else {
        out.push(`Security scheme \`${name}\`${scheme?.type ? ` (${scheme.type})` : ''}.`);
      }
    }
  }

  // Parameters, grouped by where they go.
  const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve);
  const byPlace = new Map();
  for (const p of params) byPlace.set(`${p.in}:${p.name}`, p); // operation-level wins
  const query = [];
  for (const [place, heading] of [
    ['path', 'Path parameters'],
    ['query', 'Query parameters'],
    ['header', 'Header parameters'],
  ]) {
    const list = [...byPlace.values()].filter((p) => p.in === place);
    if (list.length === 0) continue;
    out.push(
      '',
      `## ${heading}`,
      '',
      valuesTable(
        ['Name', 'Type', 'Required', 'Description'],
        list.map((p) => [
          `\`${p.name}\``,
          typeLabel(p.schema, resolve),
          p.required || place === 'path' ? 'Yes' : 'No',
          absoluteLinks(p.description, siteUrl),
        ]),
      ),
    );
    if (place === 'query') query.push(...list.filter((p) => p.required));
  }

  // Request body.
  const body = op.requestBody ? resolve(op.requestBody) : undefined;
  let bodyType;
  let bodyExample;
  if (body) {
    out.push('', '## Request body', '');
    if (body.description) out.push(absoluteLinks(body.description, siteUrl), '');
    out.push(`Required: ${body.required ? 'yes' : 'no'}.`);
    for (const [type, media] of Object.entries(body.content ?? {})) {
      bodyType ??= type;
      bodyExample ??= mediaExample(media, resolve);
      out.push('', `Content type \`${type}\`: ${typeLabel(media.schema, resolve)}.`);
      const rows = media.schema ? schemaRows(media.schema, resolve) : [];
      if (rows.length > 0) out.push('', valuesTable(['Field', 'Type', 'Required', 'Description'], rows));
    }
  }

  // Responses.
  const responses = Object.entries(op.responses ?? {});
  if (responses.length > 0) {
    out.push(
      '',
      '## Responses',
      '',
      valuesTable(
        ['Status', 'Meaning'],
        responses.map(([code, r]) => {
          const res = resolve(r);
          const name = STATUS_TEXT[code] ? `${code} ${STATUS_TEXT[code]}` : code;
          return [`\`${name}\``, absoluteLinks(res.description, siteUrl)];
        }),
      ),
    );
    for (const [code, r] of responses) {
      const res = resolve(r);
      const parts = [];
      for (const [name, header] of Object.entries(res.headers ?? {})) {
        const hd = resolve(header);
        parts.push(`Header \`${name}\`: ${markdownCell(absoluteLinks(hd.description, siteUrl))}`);
      }
      for (const [type, media] of Object.entries(res.content ?? {})) {
        parts.push(`Body (\`${type}\`): ${typeLabel(media.schema, resolve)}.`);
        const rows = media.schema ? schemaRows(media.schema, resolve) : [];
        if (rows.length > 0) parts.push('', valuesTable(['Field', 'Type', 'Required', 'Description'], rows));
        const example = mediaExample(media, resolve);
        if (example !== undefined && type.includes('json'))
          parts.push('', codeBlock(JSON.stringify(example, null, 2), 'json'));
      }
      if (parts.length > 0) out.push('', `### ${code}`, '', ...parts);
    }
  }

  // One curl example.
  const qs = query
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(p.example ?? sample(p.schema, resolve)))}`)
    .join('&');
  const curl = [`curl -X ${method.toUpperCase()} ${shellQuote(`${base}${route}${qs ? `?${qs}` : ''}`)}`];
  for (const [name, value] of headers) curl.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (bodyType) curl.push(`-H ${shellQuote(`Content-Type: ${bodyType}`)}`);
  if (bodyExample !== undefined) {
    curl.push(
      `-d ${shellQuote(typeof bodyExample === 'string' && !bodyType?.includes('json') ? bodyExample : JSON.stringify(bodyExample))}`,
    );
  }
  out.push(
    '',
    '## Example',
    '',
    "Replace `<api-token>` with the API token of the App ID making the call, and the host with your project's endpoint.",
    '',
    codeBlock(curl.join(' \\\n  '), 'bash'),
  );
  return {title, description, markdown: tidy(out.join('\n'))};
}
