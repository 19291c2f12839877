#!/usr/bin/env node
// Serves build/ with the production nginx configuration (deploy/nginx.conf
// and deploy/security-headers.conf) on a loopback port, in the foreground,
// until it is stopped. Used by the end-to-end tests and the benchmarks:
//   PORT=4173 node scripts/serve/nginx.mjs
// With TLS=1 it listens with TLS instead, using a throw-away self-signed
// certificate (the tests use it to check the headers sent only over HTTPS).
// BUILD_DIR=<folder> serves another build.
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync, copyFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {repoRoot} from '../lib/data.mjs';
import {INCLUDE_NAME} from '../postbuild/csp.mjs';
import {postbuild, postbuildDone} from '../postbuild/index.mjs';

const port = Number(process.env.PORT ?? 4173);
const tls = process.env.TLS === '1';
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(repoRoot, 'build'));
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(existsSync) ?? 'nginx';

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`${buildDir} has no index.html: run \`npm run build\` first.`);
  process.exit(1);
}

// `npm run build` runs the post-build pipeline; a build made another way
// (`npx docusaurus build`) goes through the same pipeline here.
if (!postbuildDone(buildDir)) {
  try {
    postbuild(buildDir);
  } catch (error) {
    console.error(
      `Post-build failed (node scripts/postbuild/index.mjs): ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}
const cspInclude = path.join(buildDir, INCLUDE_NAME);

const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
mkdirSync(path.join(dir, 'logs'));
copyFileSync(path.join(repoRoot, 'deploy', 'security-headers.conf'), path.join(dir, 'security-headers.conf'));

/** A path as an nginx string: quoted, so a space in it does not split the directive. */
const quoted = (/** @type {string} */ p) => `"${p.replace(/["\\]/g, '\\$&')}"`;

let listen = `listen 127.0.0.1:${port};`;
if (tls) {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    {stdio: 'ignore'},
  );
  listen = `listen 127.0.0.1:${port} ssl;
    ssl_certificate ${quoted(path.join(dir, 'cert.pem'))};
    ssl_certificate_key ${quoted(path.join(dir, 'key.pem'))};`;
}

const template = readFileSync(path.join(repoRoot, 'deploy', 'nginx.conf'), 'utf8');
const site = template
  .replace(/^(\s*)listen\s+\d+;/m, `$1${listen}`)
  // Functions, not replacement strings: a `$` in a path stays a `$`.
  .replace(/^(\s*)root\s+[^;]+;/m, (_, indent) => `${indent}root ${quoted(buildDir)};`)
  .replace(/^(\s*)include\s+\S*\/_csp\.conf;/m, (_, indent) => `${indent}include ${quoted(cspInclude)};`);
for (const [what, needle] of [
  ['root', `root ${quoted(buildDir)};`],
  ['CSP include', `include ${quoted(cspInclude)};`],
]) {
  if (!site.includes(needle)) {
    console.error(`deploy/nginx.conf: could not set the ${what} for this build.`);
    process.exit(1);
  }
}
writeFileSync(path.join(dir, 'site.conf'), site);
writeFileSync(
  path.join(dir, 'nginx.conf'),
  `worker_processes 1;
pid ${quoted(path.join(dir, 'nginx.pid'))};
error_log ${quoted(path.join(dir, 'logs', 'error.log'))} warn;
daemon off;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${quoted(path.join(dir, 'body'))};
  proxy_temp_path ${quoted(path.join(dir, 'proxy'))};
  fastcgi_temp_path ${quoted(path.join(dir, 'fastcgi'))};
  uwsgi_temp_path ${quoted(path.join(dir, 'uwsgi'))};
  scgi_temp_path ${quoted(path.join(dir, 'scgi'))};
  include ${quoted(path.join(dir, 'site.conf'))};
}
`,
);

const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {stdio: 'inherit'});
console.log(`nginx serving ${buildDir} on ${tls ? 'https' : 'http'}://127.0.0.1:${port}`);
const stop = () => child.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  rmSync(dir, {recursive: true, force: true});
  process.exit(code ?? 0);
});
