#!/usr/bin/env node
// Load test of the built site as deployed: nginx with deploy/nginx.conf on a
// free loopback port, driven by Debian's `wrk` (installed here when missing).
// For a few kinds of URL it prints requests per second, latency and errors,
// and each kind's throughput and median latency as a ratio to the home page
// measured in the same run. Requests ask for gzip, as browsers do.
//
//   npm run bench:load                    (after `npm run build`)
//   BENCH_DURATION=30 BENCH_CONNECTIONS=100 npm run bench:load
//
// Loopback only, bounded in time: each URL kind runs for BENCH_DURATION
// seconds (default 10) with BENCH_THREADS threads (2) and BENCH_CONNECTIONS
// connections (50). Any non-2xx/3xx answer or socket error fails the run.
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, readdirSync, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {repoRoot} from '../lib/data.mjs';
import {startNginx} from '../lib/nginx-server.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const threads = Number(process.env.BENCH_THREADS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const buildDir = path.join(repoRoot, 'build');

function ensureWrk() {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  console.log('[bench:load] Installing wrk from Debian');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (/** @type {string[]} */ args) =>
    execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'wrk']);
}

/** The URL kinds: a page of each common sort and the files a first visit fetches. */
function urlKinds() {
  const js = readdirSync(path.join(buildDir, 'assets', 'js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  const indexes = readdirSync(buildDir)
    .filter((f) => /^search-index.*\.json$/.test(f))
    .map((f) => ({f, size: statSync(path.join(buildDir, f)).size}))
    .sort((a, b) => a.size - b.size);
  // A product's index, the size a reader on that product's pages downloads.
  const index = indexes.find((i) => i.f === 'search-index-conductor.json') ?? indexes[0];
  return [
    {kind: 'home page', url: '/'},
    {kind: 'guide page', url: '/catalyst/quickstart/state'},
    {kind: 'API reference page', url: '/catalyst/api/get-state'},
    {kind: 'hashed JS asset', url: `/assets/js/${js}`},
    {kind: 'search index', url: `/${index.f}`},
  ];
}

/** @type {Record<string, number>} */
const UNIT = {us: 1e-3, ms: 1, s: 1000};
/** @param {string} text a wrk duration such as 1.20ms */
const ms = (text) => {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text);
  return m ? Number(m[1]) * UNIT[m[2]] : NaN;
};
/** @type {Record<string, number>} */
const BYTES = {B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3};

/**
 * Parses wrk's report (with --latency).
 * @param {string} out
 */
function parseWrk(out) {
  const num = (/** @type {RegExp} */ re) => Number(re.exec(out)?.[1] ?? NaN);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const transfer = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(out);
  return {
    rps: num(/Requests\/sec:\s+([\d.]+)/),
    requests: num(/(\d+) requests in/),
    latencyAvg: ms(/Latency\s+(\S+)/.exec(out)?.[1] ?? ''),
    p50: ms(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? ''),
    p99: ms(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? ''),
    non2xx3xx: num(/Non-2xx or 3xx responses: (\d+)/) || 0,
    socketErrors: socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
    mbPerSec: transfer ? (Number(transfer[1]) * BYTES[transfer[2]]) / 1024 ** 2 : NaN,
  };
}

/**
 * Bytes on the wire for one request that accepts gzip (fetch would decompress).
 * @param {string} url
 * @returns {Promise<number>}
 */
function transferSize(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers: {'Accept-Encoding': 'gzip'}}, (res) => {
        let size = 0;
        res.on('data', (chunk) => (size += chunk.length));
        res.on('end', () => resolve(size));
      })
      .on('error', reject);
  });
}

/** @param {string} url */
function runWrk(url) {
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${duration}s`,
    '--timeout',
    '5s',
    '--latency',
    '-H',
    'Accept-Encoding: gzip',
    url,
  ];
  const res = spawnSync('wrk', args, {encoding: 'utf8', timeout: (duration + 30) * 1000});
  if (res.status !== 0) throw new Error(`wrk failed for ${url}: ${res.stderr || res.error}`);
  return parseWrk(res.stdout);
}

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error('build/ has no index.html: run `npm run build` first.');
  process.exit(1);
}
ensureWrk();
const server = await startNginx();
try {
  const kinds = urlKinds();
  console.log(
    `[bench:load] wrk against nginx on ${server.origin}: ${duration} s per URL, ${threads} threads, ` +
      `${connections} connections, Accept-Encoding: gzip.`,
  );
  const rows = [];
  for (const k of kinds) {
    // Warm up (file cache, gzip buffers) before measuring.
    spawnSync('wrk', ['-t1', '-c4', '-d1s', '-H', 'Accept-Encoding: gzip', `${server.origin}${k.url}`]);
    const bytes = await transferSize(`${server.origin}${k.url}`);
    rows.push({...k, bytes, ...runWrk(`${server.origin}${k.url}`)});
  }
  const base = rows[0];
  const fmt = (/** @type {number} */ n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
  const table = rows.map((r) => ({
    'URL kind': r.kind,
    URL: r.url.length > 42 ? `${r.url.slice(0, 39)}…` : r.url,
    'gzip KB': fmt(r.bytes / 1024, 1),
    'req/s': fmt(r.rps),
    'x home req/s': fmt(r.rps / base.rps, 2),
    'avg ms': fmt(r.latencyAvg, 2),
    'p50 ms': fmt(r.p50, 2),
    'x home p50': fmt(r.p50 / base.p50, 2),
    'p99 ms': fmt(r.p99, 2),
    'MB/s': fmt(r.mbPerSec, 1),
    requests: r.requests,
    'non-2xx/3xx': r.non2xx3xx,
    'socket errors': r.socketErrors,
  }));
  console.table(table);
  const failed = rows.filter((r) => r.non2xx3xx > 0 || r.socketErrors > 0 || !(r.requests > 0));
  if (failed.length > 0) {
    console.error(`[bench:load] errors for: ${failed.map((r) => r.kind).join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('[bench:load] no non-2xx/3xx answers and no socket errors.');
  }
} finally {
  await server.stop();
}
