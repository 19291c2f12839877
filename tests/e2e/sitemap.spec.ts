import {expect, test} from './fixtures';

test('sitemap lists every docs set, each page weekly at priority 0.5', async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
  expect(entries.length).toBeGreaterThan(150);
  for (const entry of entries) {
    expect(entry).toContain('<changefreq>weekly</changefreq>');
    expect(entry).toContain('<priority>0.5</priority>');
  }
  const locs = entries.map((e) => e.match(/<loc>(.*?)<\/loc>/)![1]);
  for (const path of ['/catalyst', '/conductor', '/enterprise-dapr', '/workflow-composer', '/markdown-page']) {
    expect(locs.some((l) => new URL(l).pathname === path)).toBe(true);
  }
});
