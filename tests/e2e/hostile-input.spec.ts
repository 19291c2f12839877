import http from 'node:http';
import type {Page} from '@playwright/test';
import {expect, open, searchDropdown, searchInput, searchSuggestions, test, watchCspViolations} from './fixtures';

/**
 * Hostile input in addresses: nginx answers with a 4xx (never a 5xx, never a
 * redirect off the site, never a forged header), and no page runs code that
 * came in through the URL.
 */
type Raw = {status: number; headers: http.IncomingHttpHeaders; body: string};

/** Sends the request line exactly as given, without the client normalising it. */
function raw(origin: string, target: string): Promise<Raw> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({host: hostname, port, path: target, method: 'GET', insecureHTTPParser: true}, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body}));
    });
    req.on('error', reject);
    req.end();
  });
}

const PAYLOAD = 'window.__pwned=1';

/** Marks the page as compromised if anything it runs sets __pwned or opens a dialog. */
async function armTraps(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned ?? null);

test.describe('hostile input in URLs', () => {
  test('odd and malicious paths get a 4xx from nginx, never a 5xx or a file outside the site', async ({baseURL}) => {
    const cases: [string, number[]][] = [
      ['/%00', [400]],
      ['/catalyst/%00.html', [400]],
      ['/..%2f..%2fetc/passwd', [400]],
      ['/../../etc/passwd', [400]],
      ['/catalyst/..%2f..%2f..%2fetc%2fpasswd', [400]],
      ['/%2e%2e/%2e%2e/etc/passwd', [400]],
      ['/catalyst/%E0%A4%A', [400]],
      ['/catalyst/%E0%A4', [404]],
      ['/catalyst/%C0%AF', [404]],
      ['/%ZZ', [400]],
      ['/<script>alert(1)</script>', [404]],
      ['/catalyst/"onmouseover="alert(1)', [404]],
      // About 8 KB: just under or over nginx's 8 KB request-line buffer.
      [`/catalyst/${'%41'.repeat(2600)}`, [404, 414]],
      [`/${'a'.repeat(8 * 1024)}`, [414]],
      [`/${'a/'.repeat(8 * 1024)}`, [414]],
      ['/nginx.conf', [404]],
      ['/.git/config', [404]],
      ['/_csp.conf', [404]],
    ];
    for (const [target, statuses] of cases) {
      const res = await raw(baseURL!, target);
      const label = target.length > 80 ? `${target.slice(0, 40)}… (${target.length} chars)` : target;
      expect(statuses, `status of ${label}`).toContain(res.status);
      expect(res.body, label).not.toContain('root:x:0:0');
      // The path is never echoed into the answer.
      if (target.includes('<script>')) expect(res.body, label).not.toContain('<script>alert(1)');
    }
  });

  test('redirects never leave the site and never carry a forged header', async ({baseURL}) => {
    const origin = new URL(baseURL!).origin;
    for (const target of [
      '//evil.example/',
      '/%2Fevil.example/',
      '/%5Cevil.example/',
      '/%5Cevil.example.html',
      '/%5C%5Cevil.example/index.html',
      '/%09/evil.example/',
      '/%0d/evil.example/',
      '/catalyst/%0dX-Injected:%20yes/',
      '/catalyst/%0d%0aX-Injected:%20yes/',
      '/catalyst/%0aSet-Cookie:%20session=stolen.html',
    ]) {
      const res = await raw(baseURL!, target);
      expect(res.status, target).toBeLessThan(500);
      expect(res.headers['x-injected'], target).toBeUndefined();
      expect(res.headers['set-cookie'], target).toBeUndefined();
      if (res.status >= 300 && res.status < 400) {
        const location = String(res.headers.location);
        expect(location, target).not.toMatch(/\p{Cc}/u);
        expect(new URL(location, origin).origin, `${target} -> ${location}`).toBe(origin);
      } else {
        expect(res.status, target).toBe(404);
      }
    }
  });

  test('a script in the search query is shown as text and never runs', async ({page}) => {
    const violations = await watchCspViolations(page);
    const dialogs = await armTraps(page);
    const queries = [
      `<script>${PAYLOAD}</script>`,
      `"><img src=x onerror="${PAYLOAD}">`,
      `</title><svg onload=${PAYLOAD}>`,
      `javascript:${PAYLOAD}`,
    ];
    for (const q of queries) {
      const response = await page.goto(`/search?q=${encodeURIComponent(q)}`);
      expect(response?.status(), q).toBe(200);
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      // The query is on the page as text, in the heading and the search box.
      await expect(page.getByRole('heading', {level: 1}), q).toContainText(q);
      await expect(page.locator('input[type="search"]').first(), q).toHaveValue(q);
      // The page has run the search and rendered its answer to the query.
      await expect(page.getByText(/^(\d+ documents? found|No documents were found)$/), q).toBeVisible({
        timeout: 20_000,
      });
      expect(await pwned(page), q).toBeNull();
      expect(await page.locator('img[src="x"], svg[onload]').count(), q).toBe(0);
    }
    expect(dialogs).toEqual([]);
    // Nothing even tried to run: the page never built an element from the query.
    expect(violations).toEqual([]);
  });

  test('hostile text in the navbar search box, the hash and the highlight parameter never runs', async ({page}) => {
    const dialogs = await armTraps(page);
    await open(
      page,
      `/catalyst/concepts/appids?_highlight=${encodeURIComponent(`<img src=x onerror=${PAYLOAD}>`)}#${encodeURIComponent(`<img src=x onerror=${PAYLOAD}>`)}`,
    );
    await searchInput(page).click();
    await searchInput(page).fill(`<img src=x onerror="${PAYLOAD}"><script>${PAYLOAD}</script>`);
    // The dropdown has rendered its answer: suggestions, or "No results".
    await expect(
      searchSuggestions(page)
        .or(searchDropdown(page).filter({hasText: 'No results'}))
        .first(),
    ).toBeVisible({timeout: 20_000});
    expect(await pwned(page)).toBeNull();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('hostile paths in the browser show the not-found page and run nothing', async ({page}) => {
    const dialogs = await armTraps(page);
    for (const target of [
      `/catalyst/%3Cscript%3E${encodeURIComponent(PAYLOAD)}%3C%2Fscript%3E`,
      `/catalyst/%22%3E%3Cimg%20src%3Dx%20onerror%3D${encodeURIComponent(PAYLOAD)}%3E`,
      '/catalyst/%E0%A4',
    ]) {
      const response = await page.goto(target);
      expect(response?.status(), target).toBe(404);
      await expect(page.getByRole('heading', {level: 1}), target).toHaveText('Page not found');
      expect(await pwned(page), target).toBeNull();
    }
    expect(dialogs).toEqual([]);
  });
});
