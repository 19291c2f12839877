// Registers Prism's yaml grammar, one prism-react-renderer bundles, in the browser build (src/prism/languages.ts).
import {registerGrammar} from './global';

registerGrammar('yaml', () => require('prismjs/components/prism-yaml'));
