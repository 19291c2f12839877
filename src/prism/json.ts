// Registers Prism's json grammar, one prism-react-renderer bundles, in the browser build (src/prism/languages.ts).
import {registerGrammar} from './global';

registerGrammar('json', () => require('prismjs/components/prism-json'));
