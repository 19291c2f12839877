#!/usr/bin/env node
// Crawls the built site as deployed (nginx with deploy/nginx.conf, on a free
// loopback port) with linkinator and fails on any broken internal link,
// asset or #anchor. Every page of sitemap.xml is a starting point and every
// same-origin link found is followed, so pages reached only from generated
// pages are checked too. External links are skipped: the check makes no
// request off this machine. Internal links must point at the canonical
// address: a link that only works through a redirect counts as broken.
//   npm run lint:links        (after `npm run build`)
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {LinkChecker, LinkState} from 'linkinator';
import {repoRoot} from '../lib/data.mjs';
import {startNginx} from '../lib/nginx-server.mjs';

const sitemap = readFileSync(path.join(repoRoot, 'build', 'sitemap.xml'), 'utf8');
const pagePaths = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

const server = await startNginx();
const started = Date.now();
try {
  const checker = new LinkChecker();
  let pages = 0;
  checker.on('pagestart', () => {
    pages += 1;
  });
  const result = await checker.check({
    path: [`${server.origin}/`, ...pagePaths.map((p) => `${server.origin}${p}`)],
    recurse: true,
    checkFragments: true,
    checkCss: true,
    redirects: 'error',
    // Pages are served at clean URLs (/a/b is a page, not a folder): resolve
    // relative links against them as a browser does.
    cleanUrls: true,
    concurrency: 16,
    timeout: 20_000,
    linksToSkip: async (link) => !link.startsWith(`${server.origin}/`),
  });
  const checked = result.links.filter((l) => l.state !== LinkState.SKIPPED);
  const skipped = result.links.length - checked.length;
  const broken = result.links.filter((l) => l.state === LinkState.BROKEN);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `[links] ${pages} pages crawled, ${checked.length} internal links and assets checked, ` +
      `${skipped} external links skipped, ${broken.length} broken (${seconds} s).`,
  );
  for (const link of broken) {
    const where = link.parent ? link.parent.replace(server.origin, '') : '(start)';
    const details = (link.failureDetails ?? [])
      .map((d) => (d instanceof Error ? d.message : `HTTP ${d.status}`))
      .join('; ');
    console.error(
      `  ${link.url.replace(server.origin, '')} (HTTP ${link.status ?? '-'}) on ${where}${details ? `: ${details}` : ''}`,
    );
  }
  process.exitCode = broken.length === 0 && pages > 0 ? 0 : 1;
} finally {
  await server.stop();
}
