import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {LoadContext} from '@docusaurus/types';
import devSearchPlugin from '../../patches/search-local/devSearch';

/** Runs `run` with these environment variables set, then puts back what was there. */
async function withEnv(vars: Record<string, string>, run: () => Promise<void>): Promise<void> {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  try {
    await run();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      // Assigning undefined would set the string "undefined" for every process started later.
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

test('creating the plugin, as every Docusaurus command does, builds nothing', async () => {
  // `npm start` generates the API reference with `docusaurus gen-api-docs`, in development
  // mode; a plugin that built the site when created would make it wait for a whole build.
  const siteDir = mkdtempSync(path.join(tmpdir(), 'dev-search-'));
  try {
    await withEnv({NODE_ENV: 'development'}, async () => {
      const plugin = await devSearchPlugin({siteDir, baseUrl: '/'} as LoadContext);
      expect(plugin?.name).toBe('dev-search');
      expect((globalThis as Record<symbol, unknown>)[Symbol.for('diagrid-docs.devSearch')]).toBeUndefined();
      expect(existsSync(path.join(siteDir, '.dev-search'))).toBe(false);
    });
  } finally {
    rmSync(siteDir, {recursive: true, force: true});
  }
});

test('a wait that is not a number of seconds stops the dev server with the variable named', async () => {
  await withEnv({NODE_ENV: 'development', DOCS_DEV_SEARCH_WAIT: 'soon'}, async () => {
    await expect(devSearchPlugin({siteDir: tmpdir(), baseUrl: '/'} as LoadContext)).rejects.toThrow(
      /DOCS_DEV_SEARCH_WAIT must be a number of seconds.*"soon"/,
    );
  });
});
