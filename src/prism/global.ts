import {Prism} from 'prism-react-renderer';

/**
 * Prism's language files extend the Prism found on globalThis; the one to
 * extend is prism-react-renderer's. Mounts it for the duration of `load`,
 * as Docusaurus's own prism-include-languages does.
 */
function withGlobalPrism(prism: unknown, load: () => void): void {
  const scope = globalThis as {Prism?: unknown};
  const before = scope.Prism;
  scope.Prism = prism;
  try {
    load();
  } finally {
    if (before === undefined) delete scope.Prism;
    else scope.Prism = before;
  }
}

/**
 * Registers a grammar with prism-react-renderer's Prism unless it already
 * has one of that name. The server build's Prism has every grammar the
 * package bundles, so there the bundled ones are kept as they are; the
 * browser build's has none of them (patches/prism/prismBundleLoader.cjs), so a
 * page's chunk registers each grammar it uses.
 */
export function registerGrammar(name: string, load: () => void): void {
  if (!Prism.languages[name]) withGlobalPrism(Prism, load);
}
