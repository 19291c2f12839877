// What the docs MCP server's tools do, apart from the protocol: search with
// the site's own indexes and ranking, a page's Markdown twin or one section of
// it, a CLI command, a component and an error code from the JSON the build
// publishes (scripts/postbuild/mcp-data.mjs). Each answer is plain data; a question that has no
// answer throws a ToolError that says what exists instead.
import {CONTENT, DESCRIPTION, HEADING, loadIndex, searchIndex, TITLE} from '../patches/search-local/nodeSearch.mjs';
import {SiteError} from './site.mjs';
import {
  byMessage,
  closest,
  headingsOf,
  kindOf,
  parseAddress,
  productOf,
  PRODUCTS,
  sectionOf,
  snippetOf,
  twinOf,
} from './text.mjs';

/** A question the docs have no answer to; the message says what exists instead. */
export class ToolError extends Error {}

/** Hits asked of the index per result shown, so that results are still distinct pages (as the site's dropdown). */
const HITS_PER_RESULT = 4;
/** With a kind chosen, as many hits as the search page asks for, so the filtered list is not cut short. */
const HITS_WITH_KIND = 2000;

/**
 * @typedef {import('./site.mjs').Site} Site
 * @typedef {import('./text.mjs').Kind} Kind
 * @typedef {import('../patches/search-local/nodeSearch.mjs').SearchHit} SearchHit
 * @typedef {import('../patches/search-local/nodeSearch.mjs').WrappedIndex} WrappedIndex
 * @typedef {{title: string, section?: string, address: string, path: string, product?: string, kind: Kind, snippet?: string}} SearchResult
 * @typedef {{name: string, shorthand?: string, type: string, required: boolean, default?: string, values?: string[], deprecated?: string, hidden?: boolean, description: string}} CliFlag
 * @typedef {{command: string, aliases?: string[], summary: string, description?: string, usage?: string,
 *   args: {name: string, required: boolean, repeatable?: boolean, description: string}[], flags: CliFlag[],
 *   examples: {comment: string, command: string}[], subcommands: string[], hidden?: boolean, deprecated?: string,
 *   namedOnly?: boolean, unsourcedSubcommands?: boolean, page: string}} CliCommand
 * @typedef {{product: string, label: string, version: string, page: string, globalFlags: CliFlag[], commands: CliCommand[]}} CliProduct
 * @typedef {{name: string, anchor: string, required: boolean, type: string, default?: string, allowed?: string[],
 *   secret?: boolean, deprecated?: boolean, binding?: string, versions?: string[], description: string}} ComponentField
 * @typedef {{title: string, type: string, typeAliases: string[], versions: string[], fields: ComponentField[],
 *   common: ComponentField[], profiles: {title: string, fields: ComponentField[]}[], category: string, status: string,
 *   summary: string, manifest: string, page: string}} Component
 * @typedef {{code: string, api: string, status: number[], apis: {operationId: string, title: string, page: string, status: number[]}[],
 *   meaning: string, action: string, messages: string[], page: string}} ErrorCode
 */

/** An errorCode as the runtime writes it, in any case. */
const ERROR_CODE = /\bERR_[A-Z0-9_]*[A-Z0-9]\b/gi;

/**
 * The docs of one site, read on demand and kept.
 * @param {Site} site
 */
export function createDocs(site) {
  /** @type {Map<string, Promise<unknown>>} */
  const cache = new Map();

  /**
   * A published file, parsed by `parse`, read once (a failed read is tried again next time).
   * @template T
   * @param {string} sitePath
   * @param {(text: string) => T} parse
   * @param {string} missing what to say when the site has no such file
   * @returns {Promise<T>}
   */
  function published(sitePath, parse, missing) {
    let promise = cache.get(sitePath);
    if (!promise) {
      promise = site.read(sitePath).then((text) => {
        if (text === null) throw new SiteError(`${site.label} has no ${sitePath}: ${missing}`);
        return parse(text);
      });
      promise.catch(() => cache.delete(sitePath));
      cache.set(sitePath, promise);
    }
    return /** @type {Promise<T>} */ (promise);
  }

  const address = (/** @type {string} */ route) => `${site.origin}${route === '/' ? '/' : route}`;

  /** Every page of the site, by path, from its sitemap. */
  const pages = () =>
    published(
      '/sitemap.xml',
      (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname.replace(/\/+$/, '') || '/'),
      'is it a build of this site?',
    );

  /** @param {string} file */
  const index = (file) =>
    published(file, (text) => loadIndex(JSON.parse(text)), 'the build writes its search indexes with `npm run build`');

  const cli = () =>
    published(
      '/mcp/cli.json',
      (text) => /** @type {{products: CliProduct[]}} */ (JSON.parse(text)).products,
      'build the site with this version of the repository (`npm run build` writes it)',
    );

  const components = () =>
    published(
      '/mcp/components.json',
      (text) => /** @type {{components: Component[]}} */ (JSON.parse(text)).components,
      'build the site with this version of the repository (`npm run build` writes it)',
    );

  const errorCodes = () =>
    published(
      '/mcp/errors.json',
      (text) => /** @type {{page: string, errors: ErrorCode[]}} */ (JSON.parse(text)),
      'build the site with this version of the repository (`npm run build` writes it)',
    );

  /** Markdown of the site with its own links made absolute, for a reader outside it. */
  const absoluteLinks = (/** @type {string} */ markdown) => markdown.replace(/\]\(\//g, `](${site.origin}/`);

  /**
   * One search result per page, as the site's dropdown and search page show it.
   * @param {SearchHit} hit
   * @param {WrappedIndex[]} indexes
   * @returns {SearchResult}
   */
  function resultOf(hit, indexes) {
    const {document, type, page, metadata} = hit;
    const pageTitle = type === TITLE ? document.t : page?.t || document.s || '';
    const section = type === HEADING ? document.t : type === CONTENT ? document.s : undefined;
    const route = document.u.replace(/\/+$/, '') || '/';
    /** @type {string | undefined} */
    let snippet;
    if (type === CONTENT || type === DESCRIPTION) {
      const shown = typeof document.v === 'number' ? document.t.slice(0, document.v) : document.t;
      /** @type {[number, number][]} */
      const positions = Object.values(metadata)
        .flatMap((fields) => fields.t?.position ?? [])
        .filter(([start, length]) => start + length <= shown.length);
      snippet = snippetOf(shown, positions);
    } else {
      const pageId = type === TITLE ? document.i : (document.p ?? document.i);
      // The page's description, or the opening of its text where it has none in the index (API and CLI pages).
      const description =
        indexes[DESCRIPTION].documents.find((doc) => doc.p === pageId) ??
        indexes[CONTENT].documents.find((doc) => doc.p === pageId && !doc.h);
      if (description) {
        const shown = typeof description.v === 'number' ? description.t.slice(0, description.v) : description.t;
        if (shown) snippet = snippetOf(shown, []);
      }
    }
    const product = productOf(route);
    return {
      title: pageTitle,
      ...(section && section !== pageTitle && {section}),
      address: address(route) + (type !== TITLE && document.h ? document.h : ''),
      path: route,
      ...(product && {product}),
      kind: kindOf(route),
      ...(snippet && {snippet}),
    };
  }

  return {
    site,

    /**
     * Pages and sections for `query`, best first, each page once.
     * @param {{query: string, product?: string, kind?: Kind, limit?: number}} options
     * @returns {Promise<{query: string, indexes: string[], results: SearchResult[]}>}
     */
    async search({query, product, kind, limit = 8}) {
      if (!query.trim())
        throw new ToolError('The query is empty: give a few words or a name, such as "save state" or "redisHost".');
      // All areas: the index of the pages outside every product (the home page's), which keeps a
      // reference page's names only when at most three pages have them; with fewer results than
      // asked for, each product's index in turn, as the search page offers the query in every product.
      const files = product
        ? [`/search-index-${product}.json`]
        : ['/search-index.json', ...PRODUCTS.map((p) => `/search-index-${p}.json`)];
      const seen = new Set();
      /** @type {SearchResult[]} */
      const results = [];
      /** @type {string[]} */
      const searched = [];
      for (const [i, file] of files.entries()) {
        if (results.length >= limit) break;
        // Only the first index must be there; a site without a product's index is searched without it.
        const indexes = await index(file).catch((error) => {
          if (i === 0 || !(error instanceof SiteError)) throw error;
          return null;
        });
        if (!indexes) continue;
        searched.push(file);
        for (const hit of searchIndex(indexes, query, kind ? HITS_WITH_KIND : limit * HITS_PER_RESULT)) {
          if (seen.has(hit.document.u)) continue;
          seen.add(hit.document.u);
          const result = resultOf(hit, indexes);
          if (kind && result.kind !== kind) continue;
          results.push(result);
          if (results.length >= limit) break;
        }
      }
      return {query, indexes: searched, results};
    },

    /**
     * A page's Markdown twin, whole or one section.
     * @param {{address: string, section?: string}} options
     * @returns {Promise<{address: string, markdownAddress: string, title: string, section?: string, anchor?: string, markdown: string}>}
     */
    async fetchPage({address: given, section}) {
      const {route, anchor} = parseAddress(given);
      const twin = twinOf(route);
      const markdown = await site.read(twin);
      if (markdown === null) {
        const near = closest(route, await pages(), 5);
        throw new ToolError(
          `No page at ${route} on ${site.origin}. Closest pages: ${near.map((p) => address(p)).join(', ')}. search_docs finds pages by topic.`,
        );
      }
      const title = headingsOf(markdown).find((h) => h.level === 1)?.text ?? route;
      const wanted = section ?? anchor;
      const base = {address: address(route), markdownAddress: `${site.origin}${twin}`, title};
      if (!wanted) return {...base, markdown};
      const part = sectionOf(markdown, wanted);
      if (!part) {
        const headings = headingsOf(markdown).filter((h) => h.level > 1);
        throw new ToolError(
          `${address(route)} has no section "${wanted}". Its sections (heading, then anchor): ${headings.map((h) => `"${h.text}" (#${h.anchor})`).join(', ') || 'none'}.`,
        );
      }
      return {...base, section: part.heading, anchor: part.anchor, markdown: part.text};
    },

    /**
     * A CLI command of every product that has it (or of `product`).
     * @param {{command: string, product?: string}} options
     */
    async cliCommand({command, product}) {
      const all = await cli();
      const chosen = product ? all.filter((p) => p.product === product) : all;
      if (chosen.length === 0) {
        throw new ToolError(
          `No CLI reference for "${product}". Products with one: ${all.map((p) => p.product).join(', ')}.`,
        );
      }
      const words = [];
      for (const word of command.trim().toLowerCase().split(/\s+/)) {
        if (word.startsWith('-')) break;
        if (word) words.push(word);
      }
      if (words[0] === 'diagrid') words.shift();
      const groups = [
        ...new Set(
          chosen.flatMap((p) => p.commands.filter((c) => c.command.split(' ').length === 2)).map((c) => c.command),
        ),
      ];
      if (words.length === 0) {
        throw new ToolError(
          `Name a command, such as "diagrid appid create". The command groups: ${groups.join(', ')}.`,
        );
      }
      const wanted = ['diagrid', ...words].join(' ');
      const found = chosen.flatMap((p) =>
        p.commands
          .filter((c) => c.command === wanted || (c.aliases ?? []).includes(wanted))
          .map((c) => ({
            product: p.product,
            cliVersion: p.version,
            ...c,
            page: address(c.page),
            globalFlags: p.globalFlags,
          })),
      );
      if (found.length === 0) {
        const names = [...new Set(chosen.flatMap((p) => p.commands.flatMap((c) => [c.command, ...(c.aliases ?? [])])))];
        const under = names.filter((n) => n.startsWith(`${wanted} `)).slice(0, 10);
        const near = under.length > 0 ? under : closest(wanted, names, 5);
        throw new ToolError(
          `No command "${wanted}" in the ${chosen.map((p) => p.label).join(' or ')} CLI reference. Closest: ${near.join(', ')}.`,
        );
      }
      return {commands: found};
    },

    /**
     * A component by its type (`state.redis`), an alias, its page name (`state/redis`) or its title.
     * @param {{type: string}} options
     */
    async component({type}) {
      const all = await components();
      const wanted = type.trim().toLowerCase();
      const exact = all.filter(
        (c) => c.type.toLowerCase() === wanted || c.typeAliases.some((a) => a.toLowerCase() === wanted),
      );
      const named =
        exact.length > 0
          ? exact
          : all.filter((c) => {
              const slug = c.page.split('/').slice(-2).join('/').toLowerCase();
              return slug === wanted || slug.split('/')[1] === wanted || c.title.toLowerCase() === wanted;
            });
      if (named.length > 1) {
        throw new ToolError(
          `"${type}" names ${named.length} components: ${named.map((c) => c.type).join(', ')}. Ask for one by its type.`,
        );
      }
      if (named.length === 0) {
        const near = closest(
          wanted,
          all.map((c) => c.type),
          5,
        );
        throw new ToolError(
          `No component of type "${type}". Closest: ${near.join(', ')}. A type starts with its category (${[...new Set(all.map((c) => c.category))].join(', ')}).`,
        );
      }
      const c = named[0];
      const page = address(c.page);
      const field = (/** @type {ComponentField} */ f) => {
        const {anchor, ...rest} = f;
        return {...rest, secret: Boolean(f.secret), address: `${page}#${anchor}`};
      };
      return {
        type: c.type,
        typeAliases: c.typeAliases,
        title: c.title,
        category: c.category,
        status: c.status,
        versions: c.versions,
        summary: c.summary,
        page,
        fields: c.fields.map(field),
        common: c.common.map(field),
        profiles: c.profiles.map((p) => ({title: p.title, fields: p.fields.map(field)})),
        manifest: c.manifest,
      };
    },

    /**
     * An entry of the error codes reference, by its code (any case) or by a message as the
     * runtime returns it, matched against the runtime's message templates; a whole error body
     * or log line that names a known code finds that code.
     * @param {{code_or_message: string}} options
     */
    async errorCode({code_or_message: given}) {
      const {page, errors: all} = await errorCodes();
      const text = given.trim();
      if (!text) {
        throw new ToolError(
          `Give an errorCode, such as ERR_STATE_STORE_NOT_FOUND, or the message of an error body, such as "state store orders-db is not found". The codes: ${all.map((e) => e.code).join(', ')}.`,
        );
      }
      const named = [...text.matchAll(ERROR_CODE)].map((m) => m[0].toUpperCase());
      let entry = all.find((e) => named.includes(e.code));
      let matchedBy = /** @type {'code' | 'message'} */ ('code');
      if (!entry && /^ERR_[A-Z0-9_]+$/i.test(text)) {
        const near = closest(
          text.toUpperCase(),
          all.map((e) => e.code),
          5,
        );
        throw new ToolError(
          `No error code ${text.toUpperCase()} in the error codes reference (${address(page)}). Closest: ${near.join(', ')}.`,
        );
      }
      if (!entry) {
        entry = byMessage(text, all)[0];
        matchedBy = 'message';
      }
      if (!entry) {
        const templates = all.flatMap((e) => e.messages.map((m) => ({code: e.code, m})));
        const near = closest(
          text,
          templates.map((t) => t.m),
          3,
        ).map((m) => `${templates.find((t) => t.m === m)?.code} ("${m}")`);
        throw new ToolError(
          `No error code's message matches "${text}". Pass the errorCode of the response body instead; the closest messages: ${near.join(', ')}. {…} in a message stands for a name or an error the runtime fills in.`,
        );
      }
      return {
        code: entry.code,
        matchedBy,
        api: entry.api,
        status: entry.status,
        apis: entry.apis.map((api) => ({title: api.title, status: api.status, address: address(api.page)})),
        meaning: absoluteLinks(entry.meaning),
        action: absoluteLinks(entry.action),
        messages: entry.messages,
        address: address(entry.page),
      };
    },
  };
}
