// Registers Prism's java grammar; imported by the pages that use it (src/prism/languages.ts).
import './clike';
import {registerGrammar} from './global';

registerGrammar('java', () => require('prismjs/components/prism-java'));
