import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {expect, open, test} from './fixtures';

type Request = import('@playwright/test').APIRequestContext;

/** The body of a served file, as text. */
async function served(request: Request, path: string): Promise<string> {
  return (await request.get(path)).text();
}

/** Paths of every page in the sitemap. */
async function sitemapPaths(request: Request): Promise<string[]> {
  const xml = await served(request, '/sitemap.xml');
  return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

const twinOf = (p: string) => (p === '/' ? '/index.md' : `${p.replace(/\/+$/, '')}.md`);

/** Markdown with code blocks and code spans removed (code may hold anything). */
const prose = (md: string) => md.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/(`+)[^`\n]*?\1/g, '');

/** What a twin must never contain outside code: JSX, imports, theme markup. */
function expectPlainMarkdown(md: string, where: string) {
  const text = prose(md);
  expect(text, `${where}: MDX import/export`).not.toMatch(/^(import|export) /m);
  expect(text, `${where}: JSX element`).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]/);
  expect(text, `${where}: HTML class attribute`).not.toMatch(/class(Name)?=/);
  expect(text, `${where}: heading anchor text`).not.toContain('Direct link to');
  expect(md.startsWith('# '), `${where}: starts with its title`).toBe(true);
  expect(text.match(/^# /gm)?.length, `${where}: one level-1 heading`).toBe(1);
}

test.describe('Markdown twins', () => {
  test('every sitemap page has a twin, linked from the page with rel=alternate', async ({request}) => {
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(300);
    for (const p of paths) {
      const twin = await request.get(twinOf(p));
      expect(twin.status(), twinOf(p)).toBe(200);
      expectPlainMarkdown(await twin.text(), twinOf(p));
    }
    // The link in the served HTML of a sample of page types (the home page, a
    // guide, API, CLI and component reference pages, the search page).
    for (const p of [
      '/',
      '/catalyst/concepts/appids',
      '/catalyst/api/save-state',
      '/catalyst/references/cli-reference/dev/run',
      '/catalyst/references/components-reference/state/redis',
      '/search',
    ]) {
      const html = await served(request, p);
      const link = /<link\b[^>]*\brel="?alternate"?[^>]*\btype="?text\/markdown"?[^>]*\bhref="?([^"\s>]+)/.exec(html);
      expect(link?.[1], p).toBe(twinOf(p));
    }
  });

  test('nginx serves twins as text/markdown and negotiates on Accept', async ({request}) => {
    const twin = await request.get('/catalyst/concepts/appids.md');
    expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(twin.headers()['cache-control']).toBe('no-cache');
    expect(twin.headers()['x-content-type-options']).toBe('nosniff');
    const md = await twin.text();

    const negotiated = await request.get('/catalyst/concepts/appids', {headers: {Accept: 'text/markdown'}});
    expect(negotiated.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await negotiated.text()).toBe(md);

    const browser = await request.get('/catalyst/concepts/appids', {
      headers: {Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'},
    });
    expect(browser.headers()['content-type']).toMatch(/^text\/html/);
    expect(browser.headers()['vary']).toMatch(/Accept(,|$)/);

    const refused = await request.get('/catalyst/concepts/appids', {headers: {Accept: 'text/markdown;q=0, text/html'}});
    expect(refused.headers()['content-type']).toMatch(/^text\/html/);

    const home = await request.get('/', {headers: {Accept: 'text/markdown, text/html;q=0.5'}});
    expect(home.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await home.text()).toBe(await served(request, '/index.md'));

    // Files are never negotiated.
    const asset = await request.get('/sitemap.xml', {headers: {Accept: 'text/markdown'}});
    expect(asset.headers()['content-type']).toMatch(/xml/);
  });

  test('a page with SDK tabs gives one section per language with its code', async ({page, request}) => {
    const route = '/catalyst/how-to-guides/connect-from-sdks';
    await open(page, route);
    const sdkTabs = page.locator('.tabs-container').filter({has: page.getByRole('tab', {name: 'Python'})});
    const labels = await sdkTabs.first().locator('[role="tab"]').allInnerTexts();
    expect(labels).toEqual(['Python', 'Java', 'C#', 'Node.js', 'Go']);
    const md = await served(request, `${route}.md`);
    for (const label of labels) expect(md).toMatch(new RegExp(`^#{2,6} ${label.replace(/[.#]/g, '\\$&')}$`, 'm'));
    for (const lang of ['python', 'java', 'csharp', 'javascript', 'go']) expect(md).toContain(`\`\`\`${lang}\n`);
    // A code line of a hidden tab is there, with its line breaks.
    expect(md).toContain('package main\n');
    // Tables stay tables.
    expect(md).toMatch(/^\| Variable +\| Value +\| Used for +\|$/m);
  });

  test('a CLI page gives usage, description, every flag and the examples', async ({page, request}) => {
    const route = '/catalyst/references/cli-reference/dev/run';
    await open(page, route);
    const flags = await page.locator('table').first().locator('tbody tr td:first-child').allInnerTexts();
    expect(flags.length).toBeGreaterThan(5);
    const md = await served(request, `${route}.md`);
    expect(md).toMatch(/^# diagrid dev run$/m);
    expect(md).toMatch(/^## Usage\n\n```bash\ndiagrid dev run/m);
    for (const flag of flags) expect(md, flag).toContain(`| \`${flag.split(',').at(-1)!.trim()}\``.replace('| `', '`'));
    expect(md).toMatch(/^## Examples?$/m);
  });

  test('an API page gives method and full path, parameters, schemas, statuses, the token header and curl', async ({
    request,
  }) => {
    const spec = yaml.load(readFileSync(path.join(__dirname, '..', '..', 'openapi', 'catalyst.yaml'), 'utf8')) as {
      paths: Record<string, Record<string, {responses: Record<string, unknown>}>>;
    };
    const md = await served(request, '/catalyst/api/save-state.md');
    expect(md).toMatch(/^# Save state$/m);
    expect(md).toContain('POST https://http-prj123456.cloud.r1.diagrid.io/v1.0/state/{storeName}');
    expect(md).toMatch(/^\| `storeName` \| string \| Yes \|/m);
    expect(md).toMatch(/^\| `metadata.ttlInSeconds` \| integer \| No \|/m);
    expect(md).toMatch(/^\| `\[\]\.key` \| string \| Yes \|/m);
    for (const code of Object.keys(spec.paths['/v1.0/state/{storeName}'].post.responses)) {
      expect(md).toMatch(new RegExp(`^\\| \`${code}( [A-Za-z ]+)?\` \\|`, 'm'));
    }
    expect(md).toContain('dapr-api-token');
    expect(md).toMatch(
      /^curl -X POST 'https:\/\/http-prj123456\.cloud\.r1\.diagrid\.io\/v1\.0\/state\/\{storeName\}' \\$/m,
    );
  });

  test('a component page keeps its metadata fields and manifest', async ({page, request}) => {
    const route = '/catalyst/references/components-reference/state/redis';
    await open(page, route);
    const fields = await page
      .locator('#metadata-fields ~ table, #metadata-fields ~ div table')
      .first()
      .locator('tbody tr td:first-child')
      .allInnerTexts();
    expect(fields.length).toBeGreaterThan(3);
    const md = await served(request, `${route}.md`);
    for (const field of fields) expect(md, field).toContain(field.trim());
    expect(md).toContain('```yaml title="component.yaml"\napiVersion: dapr.io/v1alpha1');
  });
});

test.describe('llms.txt', () => {
  test('the site index lists every page, each product index its own, all under 50,000 characters', async ({
    request,
  }) => {
    const paths = await sitemapPaths(request);
    const index = await request.get('/llms.txt');
    expect(index.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await index.text();
    expect(text.length).toBeLessThan(50_000);
    expect(text).toMatch(/^# Diagrid Docs\n\n> /);
    const linked = new Set([...text.matchAll(/\]\((https?:\/\/[^)]+\.md)\)/g)].map((m) => new URL(m[1]).pathname));
    for (const p of paths) expect(linked.has(twinOf(p)), `llms.txt lists ${p}`).toBe(true);

    for (const product of ['catalyst', 'conductor', 'enterprise-dapr', 'workflow-composer']) {
      const own = await served(request, `/${product}/llms.txt`);
      expect(own.length, product).toBeLessThan(50_000);
      const links = [...own.matchAll(/\]\((https?:\/\/[^)]+\.md)\)/g)].map((m) => new URL(m[1]).pathname);
      expect(links.length).toBeGreaterThan(0);
      for (const l of links)
        expect(l === `/${product}.md` || l.startsWith(`/${product}/`), `${product}: ${l}`).toBe(true);
      for (const p of paths.filter((x) => x === `/${product}` || x.startsWith(`/${product}/`))) {
        expect(links, `${product}/llms.txt lists ${p}`).toContain(twinOf(p));
      }
    }
  });

  test('llms-full.txt holds every twin', async ({request}) => {
    const full = await served(request, '/llms-full.txt');
    for (const p of ['/catalyst/concepts/appids', '/conductor/overview/architecture', '/catalyst/api/save-state']) {
      const twin = await served(request, twinOf(p));
      expect(full).toContain(twin.trim().split('\n')[0]);
      expect(full).toContain(twin.trim().split('\n').slice(2, 4).join('\n'));
    }
  });
});

test.describe('page actions', () => {
  test('Copy page puts the twin on the clipboard and says so', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const route = '/catalyst/concepts/appids';
    await open(page, route);
    const copy = page.getByRole('button', {name: 'Copy page'});
    // Keyboard: focus the button and press Enter.
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Page copied to the clipboard as Markdown.'})).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await served(request, `${route}.md`));
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', `${route}.md`);
  });

  test('a failed copy is announced', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route('**/*.md', (r) => r.fulfill({status: 503, body: ''}));
    await open(page, '/catalyst/concepts/appids');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(
      page.getByRole('status').filter({hasText: 'Could not copy the page: the server answered 503.'}),
    ).toBeVisible();
  });

  test('API pages offer the OpenAPI description, which downloads and parses', async ({page, request}) => {
    for (const route of ['/catalyst/api/catalyst-apis', '/catalyst/api/save-state']) {
      await open(page, route);
      const link = page.getByRole('link', {name: 'Download OpenAPI (YAML)'});
      await expect(link).toHaveAttribute('href', '/catalyst/api/openapi.yaml');
    }
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', {name: 'Download OpenAPI (YAML)'}).click(),
    ]);
    const saved = readFileSync(await download.path(), 'utf8');
    const parsed = yaml.load(saved) as {openapi: string; paths: Record<string, unknown>};
    expect(parsed.openapi).toMatch(/^3\./);
    expect(Object.keys(parsed.paths)).toContain('/v1.0/state/{storeName}');
    const res = await request.get('/catalyst/api/openapi.yaml');
    expect(res.headers()['content-type']).toBe('application/yaml; charset=utf-8');
    const json = await request.get('/catalyst/api/openapi.json');
    expect(json.headers()['content-type']).toMatch(/^application\/json/);
    expect((await json.json()).paths).toEqual(parsed.paths);
    // Guides have no OpenAPI link.
    await open(page, '/catalyst/concepts/appids');
    await expect(page.getByRole('link', {name: 'Download OpenAPI (YAML)'})).toHaveCount(0);
  });
});

test.describe('hand-off to an assistant', () => {
  const ASSISTANT_HOSTS = ['chatgpt.com', 'claude.ai'];
  const isAssistant = (url: string) => ASSISTANT_HOSTS.includes(new URL(url).hostname);

  test('Open in ChatGPT and Open in Claude ask for a chat about the page, naming its Markdown address on the site url', async ({
    page,
    request,
  }) => {
    // The configured url, as the build writes it into the sitemap.
    const site = new URL(/<loc>([^<]+)<\/loc>/.exec(await served(request, '/sitemap.xml'))![1]).origin;
    expect(site).toBe('https://docs.diagrid.io');
    const requested: string[] = [];
    page.on('request', (req) => requested.push(req.url()));
    for (const route of [
      '/catalyst/concepts/appids',
      '/catalyst/api/save-state',
      '/catalyst/references/cli-reference/dev/run',
    ]) {
      await open(page, route);
      const twin = `${site}${route}.md`;
      for (const [name, origin, path] of [
        ['ChatGPT', 'https://chatgpt.com', '/'],
        ['Claude', 'https://claude.ai', '/new'],
      ]) {
        const link = page.getByRole('link', {name: new RegExp(`^Open in ${name}\\b`)});
        await expect(link, `${route}: ${name}`).toHaveAttribute('target', '_blank');
        await expect(link, `${route}: ${name}`).toHaveAttribute('rel', 'noopener noreferrer');
        const href = new URL((await link.getAttribute('href'))!);
        expect(`${href.origin}${href.pathname}`, `${route}: ${name}`).toBe(`${origin}${path}`);
        expect([...href.searchParams.keys()], `${route}: ${name}`).toEqual(['q']);
        const prompt = href.searchParams.get('q')!;
        expect(prompt, `${route}: ${name}`).toContain(twin);
        // The address stands alone in the prompt, so the assistant can fetch it as written.
        expect(prompt.split(/\s+/), `${route}: ${name}`).toContain(twin);
        // Hovering and focusing fetch nothing.
        await link.hover();
        await link.focus();
      }
      // The twin the prompt names is served here at the same path.
      expect((await request.get(new URL(twin).pathname)).status(), twin).toBe(200);
    }
    await page.waitForLoadState('networkidle');
    expect(requested.filter(isAssistant)).toEqual([]);
  });

  test('following a link opens the assistant in a new tab with no opener and no referrer', async ({page, context}) => {
    // Answer for the assistant here, so nothing leaves the machine.
    const reached: {url: string; referer?: string}[] = [];
    await context.route(/^https:\/\/(chatgpt\.com|claude\.ai)\//, async (route) => {
      reached.push({url: route.request().url(), referer: route.request().headers()['referer']});
      await route.fulfill({status: 200, contentType: 'text/html', body: '<title>assistant</title>'});
    });
    await open(page, '/catalyst/concepts/appids');
    const link = page.getByRole('link', {name: /^Open in Claude\b/});
    expect(reached).toEqual([]);
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(await link.getAttribute('href'));
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(reached).toEqual([{url: popup.url(), referer: undefined}]);
  });
});

test.describe('last updated', () => {
  test('hand-written and generated pages show when they last changed', async ({page}) => {
    for (const route of [
      '/catalyst/concepts/appids',
      '/catalyst/references/cli-reference/dev/run',
      '/catalyst/api/save-state',
    ]) {
      await open(page, route);
      const time = page.locator('.theme-last-updated time');
      await expect(time, route).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    }
  });
});
