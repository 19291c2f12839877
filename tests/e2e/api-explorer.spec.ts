import {readdirSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import type {Page} from '@playwright/test';
import yaml from 'js-yaml';
import {defaultEndpointServer, type Server} from '../../patches/openapi/endpointServer.mjs';
import {
  expect,
  keptThroughHydration,
  layoutShift,
  markBeforeHydration,
  open,
  recordLayoutShift,
  test,
} from './fixtures';

/**
 * The Send-request button of the API reference, end to end: a real HTTP
 * server on loopback stands in for a Catalyst project endpoint.
 */
type Received = {method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: string};

class FakeProject {
  received: Received[] = [];
  reply: {status: number; body?: unknown} | 'never' = {status: 204};
  private server = http.createServer((req, res) => {
    // The explorer calls cross-origin from the docs site, as it would a real project.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, dapr-api-token, accept');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://localhost');
      this.received.push({
        method: req.method!,
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      if (this.reply === 'never') return;
      if (this.reply.body === undefined) {
        res.writeHead(this.reply.status).end();
      } else {
        res.writeHead(this.reply.status, {'Content-Type': 'application/json'}).end(JSON.stringify(this.reply.body));
      }
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Points the explorer's server at `endpoint` over plain HTTP. */
async function useServer(page: Page, endpoint: string): Promise<void> {
  const floating = page
    .locator('.openapi-explorer__server-container .openapi-explorer__floating-btn, .openapi-explorer__floating-btn')
    .first();
  await floating.hover();
  await floating.getByRole('button', {name: 'Edit'}).click();
  await page.getByLabel('protocol', {exact: true}).selectOption('http');
  const input = page.getByLabel('endpoint', {exact: true});
  await input.fill(endpoint);
}

/** Points the explorer's server at `host` over HTTPS. */
async function useHttpsServer(page: Page, host: string): Promise<void> {
  await useServer(page, host);
  await page.getByLabel('protocol', {exact: true}).selectOption('https');
}

async function fill(page: Page, label: string, value: string): Promise<void> {
  await page.locator('.openapi-explorer__request-form').getByLabel(label, {exact: true}).fill(value);
}

async function setBody(page: Page, json: unknown): Promise<void> {
  const editor = page.locator('.openapi-explorer__playground-editor pre[contenteditable]');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  // insertText avoids the editor's bracket auto-closing; a key press makes it commit.
  await page.keyboard.insertText(JSON.stringify(json));
  await page.keyboard.press('End');
}

/** The build's chunk with the explorer's own code (prefetched by API pages, run on demand). */
function explorerChunk(): string {
  const dir = path.join(__dirname, '..', '..', 'build', 'assets', 'js');
  const chunks = readdirSync(dir).filter(
    (f) => f.endsWith('.js') && readFileSync(path.join(dir, f), 'utf8').includes('openapi-explorer__request-form'),
  );
  expect(chunks, 'chunks with the explorer form').toHaveLength(1);
  return chunks[0];
}

const response = (page: Page) =>
  page.locator('.openapi-explorer__response-container, .openapi-explorer__response').first();

test.describe('API explorer Send request', () => {
  let project: FakeProject;
  let endpoint: string;

  test.beforeEach(async () => {
    project = new FakeProject();
    endpoint = await project.start();
  });

  test.afterEach(async () => {
    await project.stop();
  });

  test('sends the configured method, path, query, token and body, and shows the answer', async ({page}) => {
    project.reply = {status: 204};
    await open(page, '/catalyst/api/save-state');
    await useServer(page, endpoint);
    await fill(page, 'daprApiToken', 'token-123');
    await fill(page, 'storeName', 'orders-store');
    await page.getByRole('button', {name: 'Show optional parameters'}).click();
    await fill(page, 'metadata.ttlInSeconds', '120');
    const items = [{key: 'order-1', value: {item: 'book', qty: 2}}];
    await setBody(page, items);
    await page.getByRole('button', {name: 'Send API Request'}).click();

    await expect.poll(() => project.received.length).toBe(1);
    const [req] = project.received;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1.0/state/orders-store');
    expect(req.query.get('metadata.ttlInSeconds')).toBe('120');
    expect(req.headers['dapr-api-token']).toBe('token-123');
    expect(req.headers['content-type']).toContain('application/json');
    expect(JSON.parse(req.body)).toEqual(items);
    await expect(response(page)).toContainText('204');
  });

  test('shows the status and JSON body the server answers with', async ({page}) => {
    project.reply = {status: 200, body: {item: 'book', status: 'shipped'}};
    await open(page, '/catalyst/api/get-state');
    await useServer(page, endpoint);
    await fill(page, 'daprApiToken', 'token-456');
    await fill(page, 'storeName', 'orders-store');
    await fill(page, 'key', 'order-1');
    await page.getByRole('button', {name: 'Send API Request'}).click();

    await expect.poll(() => project.received.length).toBe(1);
    expect(project.received[0].method).toBe('GET');
    expect(project.received[0].path).toBe('/v1.0/state/orders-store/order-1');
    expect(project.received[0].headers['dapr-api-token']).toBe('token-456');
    await expect(response(page)).toContainText('200');
    await expect(response(page)).toContainText('shipped');
  });

  test('shows a server error with its status and error body', async ({page}) => {
    project.reply = {status: 500, body: {errorCode: 'ERR_STATE_GET', message: 'state store is unreachable'}};
    await open(page, '/catalyst/api/get-state');
    await useServer(page, endpoint);
    await fill(page, 'daprApiToken', 'token-789');
    await fill(page, 'storeName', 'orders-store');
    await fill(page, 'key', 'order-1');
    await page.getByRole('button', {name: 'Send API Request'}).click();
    await expect(response(page)).toContainText('500');
    await expect(response(page)).toContainText('ERR_STATE_GET');
    await expect(response(page)).toContainText('state store is unreachable');
  });

  test('the response panel says the request did not reach a server that is down', async ({page}) => {
    await project.stop(); // nothing listens on the endpoint any more
    await open(page, '/catalyst/api/get-state');
    await useServer(page, endpoint);
    await fill(page, 'daprApiToken', 'token');
    await page.getByRole('button', {name: 'Send API Request'}).click();
    const alert = response(page).getByTestId('api-request-error');
    await expect(alert).toBeVisible({timeout: 15_000});
    await expect(alert).toHaveAttribute('data-problem', 'network');
    await expect(alert).toContainText(`did not reach ${endpoint}`);
    await expect(response(page)).not.toContainText('Click the');
    expect(project.received).toEqual([]);
  });

  test('every operation page has code samples: curl, then Python, Java, C#, Node.js and Go', async ({page}) => {
    await open(page, '/catalyst/api/publish-message');
    const list = page.locator('.openapi-tabs__code-list-container').first();
    // The explorer renders after its own chunk has loaded.
    await expect(list).toBeVisible();
    const langs = await list
      .locator('> li')
      .evaluateAll((lis) =>
        lis.map((li) => Array.from(li.classList).find((c) => c.startsWith('openapi-tabs__code-item--'))),
      );
    expect(langs).toEqual(
      ['curl', 'python', 'java', 'csharp', 'nodejs', 'go'].map((l) => `openapi-tabs__code-item--${l}`),
    );
    await expect(list.locator('> li')).toHaveText(['curl', 'Python', 'Java', 'C#', 'Node.js', 'Go']);
    // As shown, not only as written: no style capitalises them.
    expect(
      await list.locator('> li').evaluateAll((lis) => lis.map((li) => (li as HTMLElement).innerText.trim())),
    ).toEqual(['curl', 'Python', 'Java', 'C#', 'Node.js', 'Go']);
    // curl leads, and its sample is highlighted as shell.
    await expect(list.locator('> li').first()).toHaveAttribute('aria-selected', 'true');
    const code = page.locator('.openapi-explorer__code-block code').first();
    await expect(code).toContainText("curl -L 'https://");
    // Each tab keeps its logo: the stylesheet drops only those of languages not shown (patches/openapi/codeTabLogos.mjs).
    const logos = await list
      .locator('> li')
      .evaluateAll((lis) =>
        lis.map((li) => getComputedStyle(li, '::after').backgroundImage.startsWith('url("data:image/svg+xml')),
      );
    expect(logos).toEqual(Array(6).fill(true));
  });

  test("the explorer's placeholder pulses, and keeps still for a reader who asks for less motion", async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    const skeleton = page.locator('.openapi-right-panel__container .openapi-skeleton').first();
    await open(page, '/catalyst/api/save-state');
    expect(await skeleton.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
    await page.emulateMedia({reducedMotion: 'reduce'});
    expect(await skeleton.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });

  test('on a phone the explorer runs only when the reader scrolls near it', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    const chunk = explorerChunk();
    const prefetched = page.waitForResponse((r) => r.url().endsWith(`/assets/js/${chunk}`));
    await open(page, '/catalyst/api/save-state');
    const panel = page.locator('.openapi-right-panel__container');
    // Below the operation description: its place is held by the skeleton.
    const skeleton = panel.locator('.openapi-skeleton').first();
    await expect(skeleton).toBeVisible();
    // The explorer's code is in the browser, and the browser has measured its
    // column as more than a screen away (the wrapper asks with the same margin):
    // it has not run.
    await prefetched;
    const near = await skeleton.evaluate(
      (el) =>
        new Promise<boolean>((resolve) => {
          const observer = new IntersectionObserver(
            (entries) => {
              observer.disconnect();
              resolve(entries[0].isIntersecting);
            },
            {rootMargin: '100% 0px'},
          );
          observer.observe(el);
        }),
    );
    expect(near).toBe(false);
    await expect(panel.locator('.openapi-tabs__code-list-container')).toHaveCount(0);
    // The endpoint line still shows the full URL on the default server.
    await expect(page.locator('.openapi__method-endpoint').first()).toContainText(
      /https:\/\/\S+\/v1\.0\/state\/:storeName/,
    );
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.locator('.openapi-tabs__code-list-container').first()).toBeVisible();
    await expect(panel.locator('.openapi-skeleton')).toHaveCount(0);
  });
});

test.describe('API explorer: the first request and what stops one', () => {
  let project: FakeProject;
  let endpoint: string;

  test.beforeEach(async () => {
    project = new FakeProject();
    endpoint = await project.start();
  });

  test.afterEach(async () => {
    await project.stop();
  });

  /** Every request the page makes to `host`. */
  const requestsTo = (page: Page, host: string) => {
    const urls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).hostname === host) urls.push(req.url());
    });
    return urls;
  };

  test('Send with nothing changed sends the simplest request: the simple example, no optional parameter', async ({
    page,
  }) => {
    await open(page, '/catalyst/api/save-state');
    await useServer(page, endpoint);
    await fill(page, 'daprApiToken', 'token-1');
    await page.getByRole('button', {name: 'Send API Request'}).click();
    await expect.poll(() => project.received.length).toBe(1);
    const [req] = project.received;
    expect(req.path).toBe('/v1.0/state/kvstore');
    expect([...req.query.keys()]).toEqual([]);
    const spec = yaml.load(readFileSync(path.join(__dirname, '..', '..', 'openapi', 'catalyst.yaml'), 'utf8')) as {
      paths: Record<string, {post: {requestBody: {content: Record<string, {examples: {simple: {value: unknown}}}>}}}>;
    };
    const simple = spec.paths['/v1.0/state/{storeName}'].post.requestBody.content['application/json'].examples.simple;
    expect(JSON.parse(req.body)).toEqual(simple.value);
  });

  test('the example host: nothing is sent and the panel asks for the project endpoint', async ({page}) => {
    const sent = requestsTo(page, 'http-prj123456.cloud.r1.diagrid.io');
    await open(page, '/catalyst/api/save-state');
    await fill(page, 'daprApiToken', 'token-1');
    await page.getByRole('button', {name: 'Send API Request'}).click();
    const alert = response(page).getByTestId('api-request-error');
    await expect(alert).toHaveAttribute('data-problem', 'sample-host');
    await expect(alert).toContainText("Set your project's endpoint first");
    await expect(alert).toContainText('http-prj123456.cloud.r1.diagrid.io');
    await expect(alert.getByRole('link', {name: 'Make your first API call'})).toHaveAttribute(
      'href',
      '/catalyst/getting-started/first-api-call#reuse-the-values-in-another-shell',
    );
    expect(sent).toEqual([]);
    // Clear empties the panel.
    await response(page).getByRole('button', {name: 'Clear'}).click();
    await expect(response(page)).toContainText('Click the');
  });

  test('no token for a project host: nothing is sent and the panel asks for the token', async ({page}) => {
    const sent = requestsTo(page, 'http-prj999999.project.invalid');
    await open(page, '/catalyst/api/get-state');
    await useHttpsServer(page, 'http-prj999999.project.invalid');
    await page.getByRole('button', {name: 'Send API Request'}).click();
    const alert = response(page).getByTestId('api-request-error');
    await expect(alert).toHaveAttribute('data-problem', 'no-token');
    await expect(alert).toContainText('Add your API token');
    expect(sent).toEqual([]);
  });

  test("a host the site's content security policy blocks: the panel says so", async ({page}) => {
    await open(page, '/catalyst/api/get-state');
    // Plain HTTP to a host other than localhost is outside connect-src (deploy/security-headers.conf).
    await useServer(page, 'project.invalid:8080');
    await fill(page, 'daprApiToken', 'token-1');
    await page.getByRole('button', {name: 'Send API Request'}).click();
    const alert = response(page).getByTestId('api-request-error');
    await expect(alert).toHaveAttribute('data-problem', 'blocked', {timeout: 15_000});
    await expect(alert).toContainText('This page may not connect to project.invalid:8080');
  });

  test('plain HTTP to another host from the HTTPS site: nothing is sent and the panel asks for https', async ({
    browser,
  }) => {
    // The same build and configuration, served over TLS with a throw-away certificate.
    const server = await (await import('../../scripts/lib/nginx-server.mjs')).startNginx({tls: true});
    const context = await browser.newContext({ignoreHTTPSErrors: true});
    try {
      const page = await context.newPage();
      const sent = requestsTo(page, 'project.invalid');
      await page.goto(`${server.origin}/catalyst/api/get-state`);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await useServer(page, 'project.invalid:8080');
      await fill(page, 'daprApiToken', 'token-1');
      await page.getByRole('button', {name: 'Send API Request'}).click();
      const alert = response(page).getByTestId('api-request-error');
      await expect(alert).toHaveAttribute('data-problem', 'insecure');
      await expect(alert).toContainText('Use https for project.invalid:8080');
      expect(sent).toEqual([]);
    } finally {
      await context.close();
      await server.stop();
    }
  });

  test('a server that does not answer: after the timeout the panel says so', async ({page}) => {
    project.reply = 'never';
    await open(page, '/catalyst/api/get-state');
    await useServer(page, endpoint);
    await fill(page, 'daprApiToken', 'token-1');
    // The theme waits 1.2 s before sending and gives up after 30 s: run its timers fast.
    await page.clock.install();
    await page.getByRole('button', {name: 'Send API Request'}).click();
    await page.clock.runFor(2_000);
    await expect.poll(() => project.received.length).toBe(1);
    await page.clock.runFor(31_000);
    const alert = response(page).getByTestId('api-request-error');
    await expect(alert).toHaveAttribute('data-problem', 'timeout');
    await expect(alert).toContainText(`${endpoint} did not answer in time`);
  });
});

test.describe('API endpoint line', () => {
  const spec = yaml.load(readFileSync(path.join(__dirname, '..', '..', 'openapi', 'catalyst.yaml'), 'utf8')) as {
    servers: Server[];
  };
  const line = `${defaultEndpointServer(spec.servers)}/v1.0/state/:storeName`;

  test('the HTML has the full URL on the default server', async ({request}) => {
    expect(line).toMatch(/^https?:\/\/[^/{}]+\/v1\.0\/state\/:storeName$/);
    const html = await (await request.get('/catalyst/api/save-state')).text();
    const inHtml = /<h2 class="?openapi__method-endpoint-path"?>(.*?)<\/h2>/.exec(html)?.[1];
    expect(inHtml?.replaceAll('<!-- -->', '')).toBe(line);
  });

  test('on a phone it neither changes nor moves the page when the explorer picks the server', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await recordLayoutShift(page);
    await open(page, '/catalyst/api/save-state');
    // The explorer's wrapper stores the server it picks (the theme's persistence).
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('server'))).not.toBeNull();
    await expect(page.locator('h2.openapi__method-endpoint-path')).toHaveText(line);
    // The line used to gain the server only now, wrap, and push the description down; and the API
    // stylesheet arrived with the page's script, after an unstyled first paint (CLS 0.15 to 0.25).
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('API pages link their stylesheet in the HTML, once, and other pages do not', async ({page, request}) => {
    const apiHtml = await (await request.get('/catalyst/api/save-state')).text();
    const href = /<link rel="stylesheet" href="(\/assets\/css\/api-styles\.[0-9a-f]+\.css)">/.exec(apiHtml)?.[1];
    expect(href, 'the API stylesheet link').toBeTruthy();
    expect(apiHtml.indexOf(href!)).toBeGreaterThan(apiHtml.search(/\/assets\/css\/styles\.[0-9a-f]+\.css/));
    expect(await (await request.get('/catalyst/concepts/appids')).text()).not.toContain('api-styles');
    // The bundler's loader finds it in the page and does not add a second copy.
    await open(page, '/catalyst/api/save-state');
    await expect(page.locator('.openapi-right-panel__container')).toBeVisible();
    await expect(page.locator('link[href*="api-styles"]')).toHaveCount(1);
  });

  test("the line and the response tabs keep the server's nodes through hydration", async ({page}) => {
    // The endpoint line stays one component (theme/ApiExplorer/MethodEndpoint) and the theme's
    // tab sets no longer remount after hydration (patches/openapi/hydrationKey.mjs).
    await markBeforeHydration(page, 'pre.openapi__method-endpoint, .openapi-tabs__response-container [role="tab"]');
    await open(page, '/catalyst/api/save-state');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('server'))).not.toBeNull();
    const {marked, kept} = await keptThroughHydration(page);
    expect(marked).toBeGreaterThan(3);
    expect(kept).toBe(marked);
  });

  test('a server the reader picked replaces the default in the line', async ({page}) => {
    await open(page, '/catalyst/api/save-state');
    await useServer(page, '127.0.0.1:9');
    await expect(page.locator('h2.openapi__method-endpoint-path')).toHaveText(
      'http://127.0.0.1:9/v1.0/state/:storeName',
    );
  });
});

test.describe('API descriptions', () => {
  /** Every operation page, from the generated folder (its file names are the page ids), largest first. */
  const dir = path.join(__dirname, '..', '..', 'docs-catalyst', 'api');
  const operations = readdirSync(dir)
    .filter((f) => f.endsWith('.api.mdx'))
    .sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)
    .map((f) => `/catalyst/api/${f.slice(0, -'.api.mdx'.length)}`);

  test('the operation pages are all there', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  // The build renders every section, tab panel and collapsed part of every operation page on the
  // server, where a text the page does not carry pre-rendered throws (theme/Markdown), so it checks
  // them all. In the browser the same components draw the same texts, plus the explorer's: the
  // largest operations, with every part opened, check that path.
  const largest = operations.slice(0, 6);
  for (const [index, part] of [largest.slice(0, 3), largest.slice(3)].entries()) {
    test(`the ${index === 0 ? 'three largest' : 'next three'} operation pages draw all their descriptions without the Markdown parser, with every part opened`, async ({
      page,
    }) => {
      test.setTimeout(part.length * 8_000);
      await expectDescriptionsDrawn(page, part);
    });
  }
});

/** Opens each page of `routes`, opens every collapsed part and tab, and fails on a description left to the parser. */
async function expectDescriptionsDrawn(page: Page, routes: string[]): Promise<void> {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().includes('not pre-rendered')) warnings.push(`${page.url()}: ${m.text()}`);
  });
  for (const route of routes) {
    await open(page, route);
    // The explorer (inside the article, with collapsed parts of its own) loads after
    // hydration; wait for it, or parts it adds after the clicks below would stay closed.
    await page.locator('.openapi-right-panel__container').scrollIntoViewIfNeeded();
    await expect(page.locator('.openapi-right-panel__container .openapi-skeleton')).toHaveCount(0);
    // Open every collapsed schema, including those that appear when another opens, then
    // every tab (response codes, media types, schema and example views). In the page, as
    // a reader's clicks, without waiting for each one: the n-th tab of every tab list at
    // once, then one frame. A tab that another click of the same group took back is
    // chosen again on its own. Tabs may render their panel only when chosen, so the two
    // alternate until nothing new appears.
    await page.evaluate(async () => {
      const settle = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const clicked = new WeakSet<Element>();
      for (let round = 0; round < 20; round++) {
        const closed = Array.from(document.querySelectorAll<HTMLElement>('article details:not([open]) > summary'));
        const lists = new Map<Element, HTMLElement[]>();
        for (const tab of Array.from(document.querySelectorAll<HTMLElement>('article [role="tab"]'))) {
          if (clicked.has(tab)) continue;
          const list = tab.closest('[role="tablist"]') ?? tab;
          lists.set(list, [...(lists.get(list) ?? []), tab]);
        }
        if (closed.length === 0 && lists.size === 0) break;
        closed.forEach((summary) => summary.click());
        await settle();
        const longest = Math.max(0, ...Array.from(lists.values(), (tabs) => tabs.length));
        for (let i = 0; i < longest; i++) {
          const batch = Array.from(lists.values(), (tabs) => tabs[i]).filter(Boolean);
          for (const tab of batch) {
            clicked.add(tab);
            tab.click();
          }
          await settle();
          for (const tab of batch) {
            if (!tab.isConnected || tab.getAttribute('aria-selected') === 'true') continue;
            tab.click();
            await settle();
          }
        }
      }
    });
    expect(await page.locator('article details:not([open])').count(), `${route}: collapsed parts left`).toBe(0);
  }
  expect(warnings).toEqual([]);
}

test.describe('API descriptions, as written', () => {
  test('a description reads as written in the OpenAPI file', async ({page}) => {
    await open(page, '/catalyst/api/save-state');
    const ttl = page.locator('article').getByText('Seconds until the data expires and is removed.');
    await expect(ttl).toBeVisible();
    // Inline code in the description stays code, and a schema's "Possible values" line is drawn too.
    await expect(ttl.locator('code', {hasText: 'ttlInSeconds'})).toBeVisible();
    await expect(page.locator('article').getByText('Possible values:').first()).toBeAttached();
  });
});

test.describe('API tab panels', () => {
  test('the HTML has every response and schema; the browser renders a panel only once its tab is chosen', async ({
    page,
    request,
  }) => {
    const conflict = 'An item carried an ETag that no longer matches the stored item';
    const html = await (await request.get('/catalyst/api/save-state')).text();
    // The server renders hidden panels too, with the parameters and schemas
    // (patches/openapi/renderedOnServer.mjs): the HTML keeps them.
    expect(html).toContain(conflict);
    const description = html.slice(
      html.indexOf('openapi-left-panel__container'),
      html.indexOf('openapi-right-panel__container'),
    );
    expect(description).not.toContain('openapi-skeleton');
    for (const part of ['Path Parameters', 'Query Parameters', 'ttlInSeconds', 'errorCode'])
      expect(html).toContain(part);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await open(page, '/catalyst/api/save-state');
    const article = page.locator('article');
    await expect(article.getByText('All items were saved.')).toBeVisible();
    // Hidden panels are not rendered in the browser (theme/TabItem): they keep the server's
    // markup, which React neither hydrates nor builds. Rendered, they held most of the page's markup.
    expect(await article.locator('[role="tabpanel"][hidden]').count()).toBeGreaterThan(3);
    const schemaItems = ':is(.openapi-schema__list-item, details, .openapi-tabs__schema-container)';
    const hiddenItems = article.locator(`[role="tabpanel"][hidden] ${schemaItems}`);
    expect(await hiddenItems.count()).toBeGreaterThan(0);
    // React marks each element it renders or hydrates with a fiber key.
    const rendered = (items: typeof hiddenItems): Promise<boolean[]> =>
      items.evaluateAll((els) => els.map((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))));
    expect(await rendered(hiddenItems)).not.toContain(true);
    const shownItems = article.locator('.openapi-schema__list-item:not([role="tabpanel"][hidden] *)');
    expect(await shownItems.count()).toBeGreaterThan(0);
    expect(await rendered(shownItems)).not.toContain(false);
    await article.getByRole('tab', {name: '409'}).click();
    const panel = article.locator('[role="tabpanel"]:not([hidden])').filter({hasText: conflict});
    await expect(panel).toBeVisible();
    // Its schema comes with it, rendered now, and works.
    await expect(panel.getByText('errorCode').first()).toBeVisible();
    expect(await rendered(panel.locator(schemaItems))).not.toContain(false);
    // Back to the first tab and again: the chosen panel keeps its content.
    await article.getByRole('tab', {name: '204'}).click();
    await article.getByRole('tab', {name: '409'}).click();
    await expect(panel.getByText('errorCode').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
