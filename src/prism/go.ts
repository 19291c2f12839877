// Registers Prism's go grammar, one prism-react-renderer bundles, in the browser build (src/prism/languages.ts).
import './clike';
import {registerGrammar} from './global';

registerGrammar('go', () => require('prismjs/components/prism-go'));
