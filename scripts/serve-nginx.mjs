#!/usr/bin/env node
// Serves build/ with the production nginx configuration (deploy/nginx.conf)
// on a loopback port, in the foreground, until it is stopped. Used by the
// end-to-end tests and the benchmarks:  PORT=4173 node scripts/serve-nginx.mjs
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync, copyFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {repoRoot} from './lib/data.mjs';

const port = Number(process.env.PORT ?? 4173);
const buildDir = path.join(repoRoot, 'build');
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(existsSync) ?? 'nginx';

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error('build/ has no index.html: run `npm run build` first.');
  process.exit(1);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
mkdirSync(path.join(dir, 'logs'));
copyFileSync(path.join(repoRoot, 'deploy', 'security-headers.conf'), path.join(dir, 'security-headers.conf'));
const site = readFileSync(path.join(repoRoot, 'deploy', 'nginx.conf'), 'utf8')
  .replace(/^(\s*)listen\s+\d+;/m, `$1listen 127.0.0.1:${port};`)
  .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${buildDir};`);
writeFileSync(path.join(dir, 'site.conf'), site);
writeFileSync(
  path.join(dir, 'nginx.conf'),
  `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
);

const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {stdio: 'inherit'});
console.log(`nginx serving ${buildDir} on http://127.0.0.1:${port}`);
const stop = () => child.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
