import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The pages of the build, and which of them the crawl hydrates in a browser.
 *
 * Every page's HTML is checked; hydrating all of them would mostly repeat one
 * check, since pages of one kind run the same code on different text. A page
 * is hydrated when it is the first of its kind, or when its source uses a
 * component of the site's own (src/components/), whose code depends on the
 * page's data. A page's kind is its template (the classes on <html>), the CSS
 * modules its server HTML uses (one per theme or site component) and the
 * site's own global classes on it (src/css/, src/components/**.css), so a new
 * component or template gets a page of its own without a list to keep.
 */
const root = path.join(__dirname, '..', '..');
const build = path.join(root, 'build');

const sitemap = readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
/** Every path of the built sitemap. */
export const sitemapPaths = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

/** The built HTML file of a path, as nginx maps it (deploy/nginx.conf: `$uri.html`, then `$uri/index.html`). */
export function htmlOf(pagePath: string): string {
  const candidates = pagePath === '/' ? ['index.html'] : [`${pagePath}.html`, `${pagePath}/index.html`];
  for (const file of candidates) {
    try {
      return readFileSync(path.join(build, file), 'utf8');
    } catch {
      // the next candidate
    }
  }
  throw new Error(`no built HTML for ${pagePath} (looked for ${candidates.join(', ')})`);
}

/** Class names the site's own global stylesheets define, minus Infima's. */
function ownGlobalClasses(): Set<string> {
  const classesIn = (css: string) =>
    [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]);
  const infima = new Set(
    classesIn(readFileSync(path.join(root, 'node_modules', 'infima', 'dist', 'css', 'default', 'default.css'), 'utf8')),
  );
  const components = path.join(root, 'src', 'components');
  const files = [
    path.join(root, 'src', 'css', 'custom.css'),
    ...readdirSync(components, {recursive: true, encoding: 'utf8'})
      .filter((f) => f.endsWith('.css') && !f.endsWith('.module.css'))
      .map((f) => path.join(components, f)),
  ];
  return new Set(files.flatMap((f) => classesIn(readFileSync(f, 'utf8'))).filter((c) => !infima.has(c)));
}

/** The permalink of every docs page whose source imports a component from src/components/. */
function pagesWithOwnComponents(): Set<string> {
  // The build's route metadata (.docusaurus/, written by the build the suite runs against)
  // maps each doc's source file to its permalink, slugs included.
  const meta = path.join(root, '.docusaurus', 'docusaurus-plugin-content-docs');
  const pages = new Set<string>();
  for (const plugin of readdirSync(meta)) {
    for (const file of readdirSync(path.join(meta, plugin)).filter((f) => f.startsWith('site-docs-'))) {
      const doc = JSON.parse(readFileSync(path.join(meta, plugin, file), 'utf8')) as {
        source: string;
        permalink: string;
      };
      const source = readFileSync(path.join(root, doc.source.replace(/^@site\//, '')), 'utf8');
      if (/from ['"]@site\/src\/components\//.test(source)) pages.add(doc.permalink);
    }
  }
  return pages;
}

/** A page's kind: its template, its CSS modules and the site's own global classes on it. */
function kindOf(html: string, own: Set<string>): string {
  const template = (/<html[^>]*\sclass="([^"]*)"/.exec(html)?.[1] ?? '')
    .split(/\s+/)
    .filter((c) => /^(docs-|plugin-|mdx-|blog-)/.test(c) && !/^(docs-doc-id|docs-version|plugin-id)/.test(c));
  const classes = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
  const modules = [...classes]
    .filter((c) => /^[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_-]{4}$/.test(c))
    .map((c) => c.split('_')[0]);
  const globals = [...classes].filter((c) => own.has(c));
  return [...template.sort(), '|', ...[...new Set([...modules, ...globals])].sort()].join(' ');
}

/** The pages the crawl hydrates, each with why. */
export function pagesToHydrate(): {path: string; why: string}[] {
  const own = ownGlobalClasses();
  const withComponents = pagesWithOwnComponents();
  const seen = new Set<string>();
  const chosen: {path: string; why: string}[] = [];
  for (const pagePath of sitemapPaths) {
    const kind = kindOf(htmlOf(pagePath), own);
    if (!seen.has(kind)) {
      seen.add(kind);
      chosen.push({path: pagePath, why: 'first of its kind'});
    } else if (withComponents.has(pagePath)) {
      chosen.push({path: pagePath, why: 'uses a component of its own'});
    }
  }
  return chosen;
}
