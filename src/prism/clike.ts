// Registers Prism's clike grammar, one prism-react-renderer bundles, in the browser build (src/prism/languages.ts).
import {registerGrammar} from './global';

registerGrammar('clike', () => require('prismjs/components/prism-clike'));
