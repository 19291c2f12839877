import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {changedPaths, snapshot} from '../scripts/lib/source-changes.mjs';

/** What the reference pages are generated from (scripts/generate/index.mjs). */
const WATCHED = ['data', 'openapi'];

/**
 * The writers' loop: under `npm start`, a change to a file in data/ or
 * openapi/ reruns the generation steps that file feeds (`prestart` ran them
 * all once). The steps write only the pages whose content changed, so the
 * docs plugins reload those and the browser updates without a restart. A bad
 * file prints the generator's message (file and field) in the terminal and
 * leaves the last good pages in place; the server keeps running.
 *
 * Docusaurus reruns loadContent when a watched file changes but does not say
 * which, so the plugin compares modification times with the previous run.
 * `docusaurus build` runs `prebuild` (all steps) instead: the plugin disables
 * itself outside development.
 */
export default function regeneratePlugin(context: LoadContext): Plugin | null {
  if (process.env.NODE_ENV !== 'development') return null;
  const {siteDir} = context;
  let last = snapshot(siteDir, WATCHED);
  // One regeneration at a time: editors often save a file in several events.
  let queue = Promise.resolve();

  async function regenerate(): Promise<void> {
    try {
      const now = snapshot(siteDir, WATCHED);
      const changed = changedPaths(last, now);
      last = now;
      if (changed.length === 0) return;
      // Loaded on the first edit only, and once: the scripts read the sources afresh on every run.
      const generator = await import('../scripts/generate/index.mjs');
      const steps = generator.stepsFor(changed);
      if (steps.length === 0) return;
      console.log(`[regenerate] ${changed.join(', ')} changed`);
      await generator.generate(steps, (line: string) => console.log(`[regenerate] ${line}`));
    } catch (error) {
      // A DataError names the file and the field; generate() adds the step.
      const {message, step} = error as Error & {step?: string};
      console.error(
        `[regenerate] ✖ Could not regenerate the ${step ?? 'reference pages'}; the pages stay as they were.\n  ${message}`,
      );
    }
  }

  return {
    name: 'regenerate-references',
    getPathsToWatch: () => WATCHED.map((folder) => path.join(siteDir, folder, '**', '*')),
    async loadContent() {
      queue = queue.then(regenerate);
      await queue;
    },
  };
}
