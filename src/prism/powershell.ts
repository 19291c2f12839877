// Registers Prism's powershell grammar; imported by the pages that use it (src/prism/languages.ts).
import {registerGrammar} from './global';

registerGrammar('powershell', () => require('prismjs/components/prism-powershell'));
