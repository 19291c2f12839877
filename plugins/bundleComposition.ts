import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {COMPOSITION_NAME} from '../scripts/bench/page-weight.mjs';

/** One module (or package) of a chunk, with its size before minification. */
export interface CompositionEntry {
  name: string;
  bytes: number;
}

/** What one emitted script file is made of. */
export interface ChunkComposition {
  /** The file under build/, e.g. `assets/js/main.1a2b3c4d.js`. */
  file: string;
  /** The chunk's names (`main`, `runtime~main`, `api-explorer`…); empty for anonymous chunks. */
  names: string[];
  initial: boolean;
  /** Modules grouped by npm package (`react-dom`) or, for the project's own code, by file. */
  modules: CompositionEntry[];
}

interface StatsModule {
  name?: string;
  identifier?: string;
  size?: number;
  modules?: StatsModule[];
}
interface StatsChunk {
  files?: string[];
  names?: string[];
  initial?: boolean;
  modules?: StatsModule[];
}

/**
 * The group a module is counted under: its npm package for a module in
 * node_modules (the last node_modules segment, so nested copies count under
 * their own name), otherwise its path in the project.
 */
export function moduleGroup(name: string): string {
  const clean = name
    .replace(/^.*!/, '')
    .replace(/ \+ \d+ modules$/, '')
    .replace(/\?.*$/, '');
  const parts = clean.split(/[\\/]node_modules[\\/]/);
  if (parts.length > 1) {
    const rest = parts[parts.length - 1].split(/[\\/]/);
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return clean.replace(/^\.\//, '');
}

/** Flattens concatenated modules into the modules they were made from. */
function leaves(module: StatsModule): StatsModule[] {
  return module.modules?.length ? module.modules.flatMap(leaves) : [module];
}

/**
 * Groups the modules of each script chunk of a client build's stats. The
 * sizes are the modules' sizes as the bundler read them (after loaders,
 * before minification): they show each part's share of a chunk, while the
 * chunk's bytes on the wire come from the built file.
 */
export function composition(chunks: StatsChunk[]): ChunkComposition[] {
  const out: ChunkComposition[] = [];
  for (const chunk of chunks) {
    const file = chunk.files?.find((f) => f.endsWith('.js'));
    if (!file) continue;
    const groups = new Map<string, number>();
    for (const module of (chunk.modules ?? []).flatMap(leaves)) {
      const name = module.name ?? module.identifier ?? '(unnamed)';
      if (/^(webpack|rspack)\/runtime/.test(name) || !module.size) continue;
      const group = moduleGroup(name);
      groups.set(group, (groups.get(group) ?? 0) + module.size);
    }
    const modules = [...groups].map(([name, bytes]) => ({name, bytes})).sort((a, b) => b.bytes - a.bytes);
    out.push({file, names: chunk.names ?? [], initial: Boolean(chunk.initial), modules});
  }
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * Writes what every script file of the client build is made of to
 * `.docusaurus/bundle-composition.json`, for the benchmark's composition
 * tables (`npm run bench`) and the byte-budget tests: which chunk holds the
 * OpenAPI theme, what makes `main.js` as large as it is.
 */
export default function bundleComposition(context: LoadContext): Plugin {
  return {
    name: 'bundle-composition',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: {
              hooks: {
                done: {
                  tap: (name: string, fn: (stats: {toJson: (o: object) => {chunks?: StatsChunk[]}}) => void) => void;
                };
              };
            }) {
              compiler.hooks.done.tap('bundle-composition', (stats) => {
                const {chunks = []} = stats.toJson({
                  all: false,
                  chunks: true,
                  chunkModules: true,
                  nestedModules: true,
                  cachedModules: true,
                  dependentModules: true,
                  orphanModules: true,
                  chunkModulesSpace: Infinity,
                  nestedModulesSpace: Infinity,
                });
                writeFileSync(
                  path.join(context.generatedFilesDir, COMPOSITION_NAME),
                  JSON.stringify(composition(chunks), null, 1),
                );
              });
            },
          },
        ],
      };
    },
  };
}
