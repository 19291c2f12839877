/**
 * The kinds of page a reader can narrow a search to on /search: the
 * generated references of config/products.json (API, with its error codes, CLI,
 * components), and
 * guides, which is every other docs page. A page's kind follows from its
 * address, so the search index needs nothing extra.
 */
import {products} from '@site/config/site';

export const KINDS = [
  {id: 'guide', label: 'Guides'},
  {id: 'api', label: 'API reference'},
  {id: 'cli', label: 'CLI reference'},
  {id: 'components', label: 'Component reference'},
] as const;

export type Kind = (typeof KINDS)[number]['id'];

type References = Partial<Record<Exclude<Kind, 'guide'> | 'errors', {dir: string}>>;

/** Route prefixes of the generated references, e.g. `/catalyst/references/cli-reference` for `cli`. */
const referencePrefixes = products.flatMap((product) =>
  Object.entries(((product as {references?: References}).references ?? {}) as References).map(([kind, ref]) => ({
    // The error codes reference belongs with the API reference.
    kind: (kind === 'errors' ? 'api' : kind) as Kind,
    prefix: `/${product.routeBasePath}/${ref!.dir}`,
  })),
);

/** The kind of the page at `path` (a site path such as `/catalyst/api/save-state`). */
export function kindOf(path: string): Kind {
  const match = referencePrefixes.find(({prefix}) => path === prefix || path.startsWith(`${prefix}/`));
  return match?.kind ?? 'guide';
}

/** `value` if it names a kind, otherwise null (an unknown `kind=` in an address filters nothing). */
export function parseKind(value: string | null): Kind | null {
  return KINDS.some((k) => k.id === value) ? (value as Kind) : null;
}
