/**
 * Prism's language files extend the Prism found on globalThis; the one to
 * extend is prism-react-renderer's. Mounts it for the duration of `load`,
 * as Docusaurus's own prism-include-languages does.
 */
export function withGlobalPrism(prism: unknown, load: () => void): void {
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
