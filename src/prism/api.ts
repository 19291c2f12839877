// The grammars of the API reference's code: the explorer's samples (curl, Python, Java, C#,
// JavaScript, Go) and the JSON and XML of request and response examples. The bundled set
// comes first, as on the server. Loaded on demand by patches/openapi/theme/apiGrammars.ts.
import './bundled';
import './bash';
import './csharp';
import './java';
