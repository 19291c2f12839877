// Spelling of the hand-written docs and the data behind generated pages
// (npm run lint:spelling). British and American spellings are both accepted.
// Product terms go in .cspell/project-words.txt. The generated folders are
// skipped (their text comes from data/, which is checked); they are read from
// the product registry, config/products.json.
import {GENERATED_DIRS} from './scripts/lib/products.mjs';

export default {
  version: '0.2',
  language: 'en,en-GB',
  files: ['docs-*/**/*.mdx', 'data/**/*.yaml'],
  ignorePaths: [...GENERATED_DIRS.map((dir) => `${dir}**`), 'data/sources.yaml', '.dev-search/**', '.dev-site/**'],
  dictionaryDefinitions: [
    {
      name: 'project-words',
      path: './.cspell/project-words.txt',
      addWords: true,
    },
  ],
  dictionaries: ['project-words', 'softwareTerms', 'k8s', 'companies', 'aws'],
  ignoreRegExpList: [
    'Urls',
    'Email',
    'Base64',
    'Base64SingleLine',
    'HexValues',
    'UUID',
    'fenced-code',
    'inline-code',
    'source-keys',
  ],
  patterns: [
    {
      name: 'fenced-code',
      pattern: '/^[ \\t]*(`{3,})[\\s\\S]*?^[ \\t]*\\1/gm',
      description: 'Code blocks: commands and code are checked against the references, not a dictionary.',
    },
    {
      name: 'inline-code',
      pattern: '/`[^`\\n]+`/g',
    },
    {
      name: 'source-keys',
      pattern: '/\\bS_[A-Z0-9_]+\\b/g',
      description: 'Keys of data/sources.yaml in front matter and data: identifiers, not words.',
    },
  ],
};
