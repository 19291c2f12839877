// Every grammar of src/prism/languages.ts: the server build registers them all.
import './bash';
import './csharp';
import './java';
import './powershell';
import './http';
