import {expect, test} from './fixtures';

/**
 * Link previews (Open Graph and Twitter cards) use the image a page names in
 * its head. It must be on the site, or every shared link shows a broken image.
 */
const PAGES = [
  '/',
  '/catalyst/concepts/appids',
  '/catalyst/api/save-state',
  '/conductor/cli-reference/clusters/list',
  '/no-such-page',
];

for (const path of PAGES) {
  test(`the share image of ${path} is served`, async ({request, baseURL}) => {
    // Link preview bots read the served HTML and run no script: read it the same way.
    const html = await (await request.get(path)).text();
    const images = [...html.matchAll(/<meta\b[^>]*\b(?:property="?og:image"?|name="?twitter:image"?)[^>]*>/g)].map(
      (m) => /\bcontent="?([^"\s>]+)/.exec(m[0])?.[1] ?? '',
    );
    expect(images).toHaveLength(2);
    for (const image of images) {
      // Absolute, on the production host; served from this build at the same path.
      const url = new URL(image);
      expect(url.origin).toBe('https://docs.diagrid.io');
      const response = await request.get(new URL(url.pathname, baseURL).href);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type'], image).toBe('image/png');
      expect((await response.body()).subarray(1, 4).toString('latin1'), image).toBe('PNG');
    }
  });
}
