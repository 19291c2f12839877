import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeCss} from '../config/prism';

/**
 * The code blocks' colours (config/prism.ts `codeTheme`): their stylesheet,
 * written into the generated files and loaded on every page with the global
 * styles, so a code block has its colours from the first paint in either mode.
 */
export default function codeTheme(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'code-theme.css');
  mkdirSync(context.generatedFilesDir, {recursive: true});
  writeFileSync(file, codeThemeCss());
  return {
    name: 'code-theme',
    getClientModules: () => [file],
  };
}
