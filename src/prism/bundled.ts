// Registers every grammar prism-react-renderer bundles, in its order, in the browser build
// (patches/prism/prismBundleLoader.cjs): for the pages whose code uses one that src/prism/languages.ts
// does not load on its own (JavaScript and its relatives, markup, CSS and the rest), because
// other bundled grammars change those. A page imports it before any other grammar.
import {Prism} from 'prism-react-renderer';
import {registerBundledGrammars} from '@site/patches/prism/bundledGrammars';

if (!Prism.languages.javascript) registerBundledGrammars();
