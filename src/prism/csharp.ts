// Registers Prism's csharp grammar; imported by the pages that use it (src/prism/languages.ts).
import './clike';
import {registerGrammar} from './global';

registerGrammar('csharp', () => require('prismjs/components/prism-csharp'));
