// Registers Prism's powershell grammar; imported by the pages that use it (src/prism/languages.ts).
import {Prism} from 'prism-react-renderer';
import {withGlobalPrism} from './global';

withGlobalPrism(Prism, () => require('prismjs/components/prism-powershell'));
