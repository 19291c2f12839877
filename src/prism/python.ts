// Registers Prism's python grammar, one prism-react-renderer bundles, in the browser build (src/prism/languages.ts).
import {registerGrammar} from './global';

registerGrammar('python', () => require('prismjs/components/prism-python'));
