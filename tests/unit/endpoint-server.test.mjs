// The default server written into each operation page's endpoint line
// (patches/openapi/endpointServer.mjs), worked out as the OpenAPI theme's
// MethodEndpoint does once the explorer has picked the first server.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import yaml from 'js-yaml';
import {defaultEndpointServer, withDefaultServer} from '../../patches/openapi/endpointServer.mjs';
import {repoRoot} from '../../scripts/lib/data.mjs';

test('variables take their defaults and the trailing slash goes, as in the theme', () => {
  const servers = [
    {url: '{protocol}://{host}/', variables: {protocol: {default: 'https'}, host: {default: 'example.test'}}},
    {url: 'http://other'},
  ];
  assert.equal(defaultEndpointServer(servers), 'https://example.test');
});

test('a server without variables is used as written; no server gives nothing', () => {
  assert.equal(defaultEndpointServer([{url: 'https://api.example.test/'}]), 'https://api.example.test/');
  assert.equal(defaultEndpointServer([]), '');
  assert.equal(defaultEndpointServer(undefined), '');
});

test("the Catalyst file's default server is a full URL", () => {
  const spec = /** @type {{servers: import('../../patches/openapi/endpointServer.mjs').Server[]}} */ (
    yaml.load(readFileSync(path.join(repoRoot, 'openapi', 'catalyst.yaml'), 'utf8'))
  );
  assert.match(defaultEndpointServer(spec.servers), /^https:\/\/[a-z0-9.-]+$/);
});

const PAGE = `import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";

<MethodEndpoint
  method={"post"}
  path={"/v1.0/state/{storeName}"}
  context={"endpoint"}
>
  
</MethodEndpoint>
`;

test('the page gets the server as a prop of its endpoint line', () => {
  const out = withDefaultServer(PAGE, [{url: 'https://a.test/"x'}], 'save-state');
  assert.ok(out.includes('  context={"endpoint"}\n  defaultServer={"https://a.test/\\"x"}\n>'), out);
});

test('pages without an endpoint line, or operations without servers, are left alone', () => {
  assert.equal(withDefaultServer('# State\n', [{url: 'https://a.test'}], 'state'), '# State\n');
  assert.equal(withDefaultServer(PAGE, [], 'save-state'), PAGE);
});

test('an endpoint line written differently stops generation, naming the page', () => {
  const changed = PAGE.replace('  context={"endpoint"}\n', '  context="endpoint"\n');
  assert.throws(
    () => withDefaultServer(changed, [{url: 'https://a.test'}], 'save-state'),
    /API page save-state: .*endpointServer\.mjs/,
  );
});
