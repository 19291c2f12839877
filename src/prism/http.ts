// Registers Prism's http grammar; imported by the pages that use it (src/prism/languages.ts).
// The grammar highlights a body by its content type with the grammars present when it
// loads (JSON, XML, HTML, CSS, JavaScript), so they come first, as on the server.
import './bundled';
import {registerGrammar} from './global';

registerGrammar('http', () => require('prismjs/components/prism-http'));
