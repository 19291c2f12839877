// Registers Prism's bash grammar; imported by the pages that use it (src/prism/languages.ts).
import {registerGrammar} from './global';

registerGrammar('bash', () => require('prismjs/components/prism-bash'));
