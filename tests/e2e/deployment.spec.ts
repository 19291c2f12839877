import {readdirSync} from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import {expect, open, searchInput, test, watchCspViolations} from './fixtures';

// The page parser of the CSP step and the nginx starter of the scripts. They
// are imported when used: Playwright compiles this file to CommonJS, and a
// static import of a module that reads import.meta fails under it.
const cspModule = () => import('../../scripts/postbuild/csp.mjs');
const nginxModule = () => import('../../scripts/lib/nginx-server.mjs');

/**
 * What deploy/nginx.conf and deploy/security-headers.conf promise, checked
 * on the wire: statuses, redirects, caching per kind of file, compression,
 * the security headers with the exact Content-Security-Policy, HSTS over TLS
 * only, and that the policy is enforced without breaking search or the API
 * explorer.
 */
const root = path.join(__dirname, '..', '..');
const assetsJs = readdirSync(path.join(root, 'build', 'assets', 'js'));
const mainJs = `/assets/js/${assetsJs.find((f) => /^main\.[0-9a-f]+\.js$/.test(f))}`;
const css = `/assets/css/${readdirSync(path.join(root, 'build', 'assets', 'css')).find((f) => f.endsWith('.css'))}`;

type Raw = {status: number; headers: http.IncomingHttpHeaders; body: Buffer};

/** One request exactly as given (no redirects followed, no decompression). */
function raw(origin: string, target: string, headers: Record<string, string> = {}): Promise<Raw> {
  const url = new URL(origin);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {host: url.hostname, port: url.port, path: target, headers, rejectUnauthorized: false},
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The policy as a map of directive -> sources. */
function policy(header: string | string[] | undefined): Map<string, string[]> {
  expect(typeof header, 'Content-Security-Policy header').toBe('string');
  const map = new Map<string, string[]>();
  for (const part of (header as string).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

const SECURITY_HEADERS: Record<string, string | RegExp> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    /^camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\), usb=\(\), browsing-topics=\(\)$/,
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'content-security-policy': /^default-src 'self'; /,
};

function expectSecurityHeaders(res: Raw, what: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    const actual = res.headers[name];
    if (typeof value === 'string') expect(actual, `${name} on ${what}`).toBe(value);
    else expect(actual, `${name} on ${what}`).toMatch(value);
  }
}

/** What the scripts a page runs and the stylesheets keep: the rest acts only on documents and workers. */
const SUBRESOURCE_HEADERS = ['x-content-type-options', 'referrer-policy'];

function expectSubresourceHeaders(res: Raw, what: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (SUBRESOURCE_HEADERS.includes(name)) expect(res.headers[name], `${name} on ${what}`).toBe(value);
    else expect(res.headers[name], `${name} on ${what}`).toBeUndefined();
  }
}

/** The headers a response of `target` gets: the main script and the stylesheet only those that act on them. */
function expectHeadersOfKind(res: Raw, target: string, what: string): void {
  if (target === mainJs || target === css) expectSubresourceHeaders(res, what);
  else expectSecurityHeaders(res, what);
}

/** The search worker's script, as the page creates it (the file name is the bundler's). */
async function searchWorkerScript(page: import('@playwright/test').Page): Promise<string> {
  const worker = page.waitForEvent('worker');
  await open(page, '/catalyst/concepts/appids');
  await searchInput(page).focus();
  return new URL((await worker).url()).pathname;
}

test.describe('deployment: nginx statuses, redirects, caching and compression', () => {
  test('pages answer 200 at their clean address; /index.html, .html and trailing-slash forms redirect there with 301', async ({
    baseURL,
  }) => {
    for (const page of [
      '/',
      '/catalyst',
      '/catalyst/concepts/appids',
      '/catalyst/api/get-state',
      '/search',
      '/markdown-page',
    ]) {
      expect((await raw(baseURL!, page)).status, page).toBe(200);
    }
    for (const [from, to] of [
      ['/index.html', '/'],
      ['/catalyst/index.html', '/catalyst'],
      ['/catalyst/concepts/appids.html', '/catalyst/concepts/appids'],
      ['/catalyst/concepts/appids/', '/catalyst/concepts/appids'],
      ['/conductor/faq/index.html', '/conductor/faq'],
      ['/catalyst/?ref=nav', '/catalyst?ref=nav'],
    ]) {
      const res = await raw(baseURL!, from);
      expect(res.status, from).toBe(301);
      // Relative to the host the reader used, query kept.
      expect(res.headers.location, from).toBe(to);
      expectSecurityHeaders(res, `redirect ${from}`);
    }
  });

  test('unknown paths, the not-found page itself and the CSP include answer 404 with the not-found page', async ({
    baseURL,
  }) => {
    for (const target of [
      '/no/such/page',
      '/catalyst/no-such-page',
      '/404',
      '/404.html',
      '/_csp.conf',
      '/assets/js/no-such-chunk.js',
    ]) {
      const res = await raw(baseURL!, target);
      expect(res.status, target).toBe(404);
      expect(res.headers['content-type'], target).toMatch(/^text\/html/);
      expect(res.body.toString('utf8'), target).toContain('Page not found');
      // A 404 is never cached as if it were an immutable asset.
      expect(res.headers['cache-control'], target).toBe('no-cache');
      expectSecurityHeaders(res, target);
    }
  });

  test('a tool that asks for Markdown, or for a twin that does not exist, gets the not-found page in Markdown', async ({
    baseURL,
  }) => {
    for (const [target, accept] of [
      ['/catalyst/no-such-page', 'text/markdown'],
      ['/no/such/page', 'text/markdown, text/html;q=0.9'],
      ['/catalyst/no-such-page.md', '*/*'],
    ]) {
      const res = await raw(baseURL!, target, {accept});
      expect(res.status, target).toBe(404);
      expect(res.headers['content-type'], target).toMatch(/^text\/markdown/);
      const body = res.body.toString('utf8');
      expect(body, target).toMatch(/^# Page not found\n/);
      expect(body, target).toContain('/llms.txt');
      expect(body, target).toContain('/catalyst.md');
      expect(res.headers['cache-control'], target).toBe('no-cache');
      expectSecurityHeaders(res, target);
    }
    // A browser still gets the HTML page.
    const html = await raw(baseURL!, '/catalyst/no-such-page', {accept: 'text/html,*/*;q=0.8'});
    expect(html.headers['content-type']).toMatch(/^text\/html/);
  });

  test('hashed assets are cached for a year as immutable; pages, search indexes and other files revalidate', async ({
    baseURL,
  }) => {
    const cases: [string, string][] = [
      [mainJs, 'public, max-age=31536000, immutable'],
      [css, 'public, max-age=31536000, immutable'],
      ['/', 'no-cache'],
      ['/catalyst/concepts/appids', 'no-cache'],
      ['/search-index.json', 'no-cache'],
      ['/search-index-catalyst.json', 'no-cache'],
      // What the docs MCP server reads (scripts/postbuild/mcp-data.mjs).
      ['/mcp/cli.json', 'no-cache'],
      ['/mcp/components.json', 'no-cache'],
      ['/img/logo.svg', 'no-cache'],
      ['/sitemap.xml', 'no-cache'],
    ];
    for (const [target, cacheControl] of cases) {
      const res = await raw(baseURL!, target);
      expect(res.status, target).toBe(200);
      expect(res.headers['cache-control'], target).toBe(cacheControl);
      expectHeadersOfKind(res, target, target);
    }
    // Revalidation is cheap: the ETag answers 304.
    const first = await raw(baseURL!, '/search-index.json');
    const again = await raw(baseURL!, '/search-index.json', {'If-None-Match': String(first.headers.etag)});
    expect(again.status).toBe(304);
  });

  test('HTML, JavaScript, CSS and JSON are gzip-compressed for clients that accept it, from precompressed files', async ({
    baseURL,
  }) => {
    for (const [target, type] of [
      ['/catalyst/concepts/appids', /^text\/html/],
      [mainJs, /javascript/],
      [css, /^text\/css/],
      ['/search-index.json', /^application\/json/],
      ['/mcp/cli.json', /^application\/json/],
    ] as const) {
      const zipped = await raw(baseURL!, target, {'Accept-Encoding': 'gzip'});
      expect(zipped.headers['content-encoding'], target).toBe('gzip');
      expect(zipped.headers['content-type'], target).toMatch(type);
      expect(zipped.headers.vary, target).toMatch(/Accept-Encoding/i);
      const plain = await raw(baseURL!, target);
      expect(plain.headers['content-encoding'], target).toBeUndefined();
      expect(zipped.body.length, target).toBeLessThan(plain.body.length / 2);
      // Served from the build's precompressed .gz copy (gzip_static): a file
      // with a length and a strong ETag, not compressed again per request.
      expect(zipped.headers['content-length'], target).toBe(String(zipped.body.length));
      expect(zipped.headers.etag, target).toMatch(/^"/);
    }
  });
});

/**
 * Accept headers and what a page answers: Markdown when the header names
 * text/markdown with a q above 0 and at least HTML's (text/html's, else
 * text/*'s, else the wildcard's), HTML otherwise (deploy/nginx.conf).
 */
const NEGOTIATION: [accept: string, answer: 'markdown' | 'html'][] = [
  ['text/markdown', 'markdown'],
  ['text/markdown, text/html;q=0.9', 'markdown'],
  ['text/html;q=0.5, text/markdown', 'markdown'],
  ['text/markdown;q=0.31, text/html;q=0.3', 'markdown'],
  ['text/markdown;q=0.95, text/*;q=0.9', 'markdown'],
  ['text/markdown;q=0.001, text/html;q=0', 'markdown'],
  ['text/markdown;charset=utf-8;q=0.5, text/html;q=0.45', 'markdown'],
  ['TEXT/Markdown ; Q = 0.3 , text/html ; q=0.25', 'markdown'],
  // Ties go to Markdown: browsers never name it. Claude Code's and Cursor's headers.
  ['text/markdown, text/html, */*', 'markdown'],
  ['text/markdown, text/plain;q=0.9, */*;q=0.8', 'markdown'],
  ['text/markdown;q=0.5, text/html;q=0.500', 'markdown'],
  ['text/markdown;q=1.0, text/html;q=1', 'markdown'],
  ['text/markdown;q=0.9, text/html', 'html'],
  ['text/markdown;q=0.3, text/html;q=0.31', 'html'],
  ['text/markdown;q=0.001, text/html;q=0.002', 'html'],
  ['text/markdown;q=0.8, */*;q=0.9', 'html'],
  ['text/markdown;q=0', 'html'],
  ['text/markdown;q=0.0, text/html', 'html'],
  ['text/markdownish, text/markdown-x;q=1', 'html'],
  ['*/*', 'html'],
  ['text/*', 'html'],
  ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'html'],
];

/** The attributes of each `<link>` in the head of served HTML. */
function headLinks(html: string): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link\b([^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w-]+)=(?:"([^"]*)"|([^\s>]+))/g)].map((a) => [a[1], a[2] ?? a[3]])),
  );
}

const twinOf = (p: string) => (p === '/' ? '/index.md' : `${p}.md`);

test.describe('deployment: content negotiation and discovery for agents', () => {
  test('a page answers in Markdown only when the Accept header prefers it, and varies with Accept', async ({
    baseURL,
  }) => {
    for (const target of ['/catalyst/concepts/appids', '/']) {
      const twin = (await raw(baseURL!, twinOf(target))).body.toString('utf8');
      for (const [accept, answer] of NEGOTIATION) {
        const res = await raw(baseURL!, target, {accept});
        const what = `${target} with Accept: ${accept}`;
        expect(res.status, what).toBe(200);
        expect(res.headers['content-type'], what).toBe(
          answer === 'markdown' ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8',
        );
        if (answer === 'markdown') expect(res.body.toString('utf8'), what).toBe(twin);
        expect(res.headers.vary, what).toMatch(/(^|,\s*)Accept(,|$)/);
      }
      // No Accept header at all: HTML.
      expect((await raw(baseURL!, target)).headers['content-type'], target).toMatch(/^text\/html/);
    }
  });

  test('HTML pages name their Markdown twin in a Link header; files, twins, redirects and the 404 do not', async ({
    baseURL,
  }) => {
    for (const target of [
      '/',
      '/catalyst',
      '/catalyst/concepts/appids',
      '/catalyst/api/save-state',
      '/conductor/cli-reference/clusters/list',
      '/search',
    ]) {
      for (const headers of [{}, {'Accept-Encoding': 'gzip'}, {accept: 'text/html,*/*;q=0.8'}] as Record<
        string,
        string
      >[]) {
        const res = await raw(baseURL!, target, headers);
        expect(res.headers['content-type'], target).toMatch(/^text\/html/);
        expect(res.headers.link, `${target} ${JSON.stringify(headers)}`).toBe(
          `<${twinOf(target)}>; rel="alternate"; type="text/markdown"`,
        );
      }
      // The reference resolves against the page's address to its twin.
      const twin = await raw(baseURL!, new URL(twinOf(target), new URL(target, baseURL)).pathname);
      expect(twin.status, twinOf(target)).toBe(200);
      expect(twin.headers['content-type'], twinOf(target)).toBe('text/markdown; charset=utf-8');
    }
    for (const [target, headers] of [
      [mainJs, {}],
      [css, {}],
      ['/img/logo.svg', {}],
      ['/favicon.ico', {}],
      ['/sitemap.xml', {}],
      ['/search-index.json', {}],
      ['/llms.txt', {}],
      ['/catalyst/api/openapi.yaml', {}],
      ['/catalyst/concepts/appids.md', {}],
      ['/catalyst/concepts/appids', {accept: 'text/markdown'}],
      ['/catalyst/concepts/appids/', {}],
      ['/no/such/page', {}],
    ] as const) {
      expect(
        (await raw(baseURL!, target, headers)).headers.link,
        `${target} ${JSON.stringify(headers)}`,
      ).toBeUndefined();
    }
  });

  test("every page's head points to llms.txt, which is served as text", async ({baseURL}) => {
    for (const target of [
      '/',
      '/catalyst/concepts/appids',
      '/catalyst/api/save-state',
      '/conductor/cli-reference/clusters/list',
      '/search',
      '/no-such-page',
    ]) {
      const pointers = headLinks((await raw(baseURL!, target)).body.toString('utf8')).filter(
        (l) => l.href === '/llms.txt',
      );
      expect(pointers, target).toEqual([
        expect.objectContaining({rel: 'describedby', type: 'text/plain', title: expect.stringContaining('llms.txt')}),
      ]);
    }
    const index = await raw(baseURL!, '/llms.txt');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(index.body.toString('utf8')).toMatch(/^# Diagrid Docs\n/);
  });
});

test.describe('deployment: security headers', () => {
  test('the Content-Security-Policy allows only what the site needs', async ({baseURL}) => {
    const home = await raw(baseURL!, '/');
    const csp = policy(home.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('style-src-elem')).toEqual(["'self'"]);
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*']);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);

    // script-src: this origin and exactly the hashes of the inline scripts the
    // pages carry (the home page has one more: the base-URL banner). Never
    // 'unsafe-inline' or 'unsafe-eval'.
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const {inlineScriptHashes} = await cspModule();
    const onPages = new Set<string>();
    for (const target of [
      '/',
      '/catalyst/concepts/appids',
      '/catalyst/api/get-state',
      '/conductor/cli-reference/clusters/list',
      '/no-such-page',
    ]) {
      const res = await raw(baseURL!, target);
      const hashes = inlineScriptHashes(res.body.toString('utf8'));
      expect(hashes.length, `inline scripts on ${target}`).toBeGreaterThanOrEqual(3);
      for (const hash of hashes) {
        expect(scriptSrc, `hash of an inline script on ${target}`).toContain(hash);
        onPages.add(hash);
      }
      // One policy for the whole site.
      expect(res.headers['content-security-policy'], target).toBe(home.headers['content-security-policy']);
    }
    expect(scriptSrc.slice(1).sort()).toEqual([...onPages].sort());
  });

  test('scripts a page runs and stylesheets get only the headers that act on them; the search worker keeps them all', async ({
    baseURL,
    page,
  }) => {
    const worker = await searchWorkerScript(page);
    expect(worker, 'the worker is a file under /assets/js').toMatch(/^\/assets\/js\/[^/]+\.js$/);
    const workerRes = await raw(baseURL!, worker, {'Accept-Encoding': 'gzip'});
    expect(workerRes.status).toBe(200);
    expect(workerRes.headers['content-encoding'], 'the worker, precompressed').toBe('gzip');
    expect(workerRes.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(workerRes, `worker ${worker}`);
    const home = await raw(baseURL!, '/');
    expect(workerRes.headers['content-security-policy'], "the worker has the pages' policy").toBe(
      home.headers['content-security-policy'],
    );

    // Every other script and stylesheet in the build, as a page loads them.
    const files = [
      ...assetsJs.filter((f) => f.endsWith('.js')).map((f) => `/assets/js/${f}`),
      ...readdirSync(path.join(root, 'build', 'assets', 'css'))
        .filter((f) => f.endsWith('.css'))
        .map((f) => `/assets/css/${f}`),
    ].filter((f) => f !== worker);
    expect(files.length).toBeGreaterThan(100);
    for (const target of files) {
      const res = await raw(baseURL!, target, {'Accept-Encoding': 'gzip'});
      expect(res.status, target).toBe(200);
      expect(res.headers['cache-control'], target).toBe('public, max-age=31536000, immutable');
      expectSubresourceHeaders(res, target);
    }
  });

  test('Strict-Transport-Security is not sent over plain HTTP', async ({baseURL}) => {
    for (const target of ['/', mainJs, '/no-such-page']) {
      expect((await raw(baseURL!, target)).headers['strict-transport-security'], target).toBeUndefined();
    }
  });

  test.describe('over TLS', () => {
    let server: {origin: string; stop: () => Promise<void>} | undefined;
    let origin = '';

    test.beforeAll(async () => {
      // The same configuration, served with TLS on a free port and a throw-away certificate.
      server = await (await nginxModule()).startNginx({tls: true});
      origin = server.origin;
    });

    test.afterAll(async () => {
      await server?.stop();
    });

    test('every HTTPS response carries Strict-Transport-Security, with the security headers of its kind', async () => {
      for (const target of [
        '/',
        '/catalyst/concepts/appids',
        mainJs,
        css,
        '/search-index.json',
        '/no-such-page',
        '/catalyst/',
      ]) {
        const res = await raw(origin, target);
        expect(res.headers['strict-transport-security'], target).toBe('max-age=63072000; includeSubDomains');
        expectHeadersOfKind(res, target, `https ${target}`);
      }
    });
  });
});

test.describe('deployment: the policy is enforced and the site works under it', () => {
  test('an injected inline script is blocked and reported', async ({page}) => {
    const violations = await watchCspViolations(page);
    await open(page, '/catalyst/concepts/appids');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as {__injected?: boolean}).__injected)).toBeUndefined();
    expect(violations.join('\n')).toContain('script-src-elem blocked inline');
  });

  test('search finds pages under the policy, with no violation', async ({page}) => {
    const violations = await watchCspViolations(page);
    await open(page, '/catalyst');
    await searchInput(page).click();
    await searchInput(page).fill('state store');
    await expect(page.locator('.navbar [role="listbox"] [role="option"]').first()).toBeVisible({timeout: 20_000});
    await open(page, '/search?q=workflow');
    await expect(page.getByText(/^\d+ documents? found$/)).toBeVisible({timeout: 20_000});
    await expect(page.locator('article a[href*="workflow"]').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the API explorer sends a request to a server the reader chooses, with no violation', async ({page}) => {
    const violations = await watchCspViolations(page);
    // A Catalyst project over HTTPS: answer for it here, so nothing leaves the machine.
    const sent: string[] = [];
    await page.route(/^https:\/\/http-prj\d+\.cloud\.r1\.diagrid\.io\//, async (route) => {
      sent.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
      await route.fulfill({
        status: 200,
        contentType: 'text/plain',
        headers: {'Access-Control-Allow-Origin': '*'},
        body: 'healthy',
      });
    });
    await open(page, '/catalyst/api/get-healthz');
    // The reader's own project host: the explorer will not send to the example one.
    const floating = page.locator('.openapi-explorer__floating-btn').first();
    await floating.hover();
    await floating.getByRole('button', {name: 'Edit'}).click();
    await page.getByLabel('endpoint', {exact: true}).fill('http-prj424242.cloud.r1.diagrid.io');
    await page.getByRole('button', {name: /send api request/i}).click();
    await expect(page.getByText('healthy', {exact: true}).first()).toBeVisible();
    expect(sent).toEqual(['GET /v1.0/healthz']);
    expect(violations).toEqual([]);
  });
});

test('/favicon.ico exists: browsers ask for it on their own, and a 404 there is a console error on every page', async ({
  request,
}) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const body = await res.body();
  // An ICO header: reserved 0, type 1 (icon), at least one image.
  expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});
