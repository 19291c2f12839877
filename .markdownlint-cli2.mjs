// Markdown structure of the hand-written docs (npm run lint:markdown). The
// generated folders are skipped; they are read from the product registry,
// config/products.json.
import {GENERATED_DIRS} from './scripts/lib/products.mjs';

export default {
  globs: ['docs-*/**/*.mdx'],
  ignores: [...GENERATED_DIRS.map((dir) => `${dir}**`), '.dev-search/**', '.dev-site/**'],
  config: {
    default: true,
    MD010: {code_blocks: false},
    MD013: false,
    MD024: {siblings_only: true},
    MD033: false,
    MD060: false,
  },
};
