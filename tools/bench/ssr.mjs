#!/usr/bin/env node
// SSR benchmark (issue 3): product page requests per second through the storefront (production
// build, Express + Remix, loading its data from the API) against the same markup rendered by a bare
// renderToPipeableStream over node:http, in the same run. Both servers run in their own process;
// a keep-alive load generator holds a fixed concurrency for a fixed time. Rounds alternate
// (storefront, bare, storefront, bare, ...) so background load on the machine hits both alike.
//
//   node tools/bench/ssr.mjs [--no-build] [--concurrency 8] [--seconds 10] [--rounds 2] [--seed demo|tiny]
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { root } from '../scripts/lib/config.mjs';
import { findPageUrls } from './lib/app-servers.mjs';
import { benchArgs, log, startBenchApps } from './lib/bench-apps.mjs';
import { request, runClosedLoop } from './lib/load.mjs';
import { machineFacts, median, ms, summarize } from './lib/stats.mjs';

const args = benchArgs({
  concurrency: { type: 'string', default: '8' },
  seconds: { type: 'string', default: '10' },
  warmup: { type: 'string', default: '2' },
  rounds: { type: 'string', default: '2' },
});
const CONCURRENCY = Number(args.concurrency);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const ROUNDS = Number(args.rounds);
const TARGET_RATIO = 0.6;

/** Warms up, then holds CONCURRENCY clients on `once(agent)` for SECONDS; requests/s, latencies and failures. */
async function measure(once) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const makeRequest = (i) => once(agent, i);
  await runClosedLoop({ clients: CONCURRENCY, maxSeconds: WARMUP, makeRequest });
  const run = await runClosedLoop({ clients: CONCURRENCY, maxSeconds: SECONDS, makeRequest });
  agent.destroy();
  const stats = summarize(run.latencies, run.elapsedMs);
  return { rps: stats.count / (run.elapsedMs / 1000), ...stats, failures: run.failures.length, firstFailure: run.failures[0]?.reason ?? null };
}

function load(url) {
  return measure((agent, i) =>
    request(agent, url, { headers: { accept: 'text/html' } }).then((res) => ({ ms: res.ms, ok: res.status === 200, reason: `HTTP ${res.status}`, bytes: res.body.length, i })),
  );
}

/** A catalogue operation from libs/catalog/src/graphql with the fragments it spreads. */
function catalogOperation(name) {
  // The catalogue's own documents plus the fragments every lib shares.
  const texts = ['libs/catalog/src/graphql', 'libs/graphql-schema/src/fragments'].flatMap((folder) => {
    const dir = join(root, folder);
    return readdirSync(dir).filter((f) => f.endsWith('.graphql')).map((f) => readFileSync(join(dir, f), 'utf8'));
  });
  const fragments = new Map();
  for (const text of texts) for (const m of text.matchAll(/fragment (\w+) on \w+ \{/g)) fragments.set(m[1], text);
  const operation = texts.find((t) => new RegExp(`query ${name}\\b`).test(t));
  if (!operation) return null;
  const parts = new Set([operation]);
  const queue = [operation];
  while (queue.length) {
    for (const m of queue.pop().matchAll(/\.\.\.(\w+)/g)) {
      const fragment = fragments.get(m[1]);
      if (fragment && !parts.has(fragment)) {
        parts.add(fragment);
        queue.push(fragment);
      }
    }
  }
  return [...parts].join('\n');
}

/** The product loader's two API requests (product + deferred price history), as one unit of load. */
async function loadApiOnly(apiGraphqlUrl, productId) {
  const page = catalogOperation('ProductPage');
  const history = catalogOperation('ProductPriceHistory');
  if (!page || !history) return null;
  return measure(async (agent) => {
    const post = (query, variables) => request(agent, apiGraphqlUrl, { method: 'POST', body: JSON.stringify({ query, variables }) });
    const started = performance.now();
    const [a, b] = await Promise.all([
      post(page, { id: productId, region: 'FI', language: 'FI' }),
      post(history, { id: productId, region: 'FI', days: 90 }),
    ]);
    const ok = a.status === 200 && b.status === 200 && !a.body.includes('"errors"') && !b.body.includes('"errors"');
    return { ms: performance.now() - started, ok, reason: ok ? null : `${a.status} ${a.body.subarray(0, 200)}` };
  });
}

function startBareServer(htmlFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'tools/bench/lib/bare-react-server.mjs')], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', HTML_FILE: htmlFile, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.stdout.once('data', (chunk) => {
      const m = /listening (\d+) elements (\d+)/.exec(chunk.toString());
      if (!m) return reject(new Error(`unexpected output: ${chunk}`));
      resolve({ url: `http://127.0.0.1:${m[1]}/`, elements: Number(m[2]), stop: () => child.kill('SIGTERM') });
    });
  });
}

const machine = await machineFacts();
log(`# Kori SSR benchmark, ${new Date().toISOString()}`);
log(`machine: ${machine.cpu}, ${machine.memory}, Node ${machine.node}, ${machine.platform}, load average ${machine.loadAverage}`);

const { servers, database, stop } = await startBenchApps(args);
let bare = null;
try {
  const { product } = await findPageUrls(servers.apiGraphqlUrl);
  const storefrontUrl = `${servers.storefrontUrl}${product}`;
  const page = await fetch(storefrontUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`${product} answered HTTP ${page.status}`);
  const outDir = join(root, '.data/bench-results');
  mkdirSync(outDir, { recursive: true });
  const htmlFile = join(outDir, 'product-page.html');
  writeFileSync(htmlFile, html);
  bare = await startBareServer(htmlFile);
  const bareHtml = await (await fetch(bare.url)).text();
  log(`product page ${product}: ${(html.length / 1024).toFixed(1)} kB HTML from the storefront; the baseline renders the same markup as a tree of ${bare.elements} React elements (parsed once from that HTML; ${(bareHtml.length / 1024).toFixed(1)} kB out), not the ProductPageView component`);
  log(`load: ${CONCURRENCY} keep-alive connections, ${WARMUP} s warm-up + ${SECONDS} s per measurement, ${ROUNDS} rounds alternating`);
  log(`the storefront answers each request by asking the API (its own process, ${database ? 'PostgreSQL' : 'PGlite'}) for the product over GraphQL; the baseline has no data loading`);

  const rounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const sf = await load(storefrontUrl);
    log(`round ${round} storefront: ${sf.rps.toFixed(1)} req/s, p50 ${ms(sf.p50)}, p95 ${ms(sf.p95)}, p99 ${ms(sf.p99)}${sf.failures ? `, ${sf.failures} failed (${sf.firstFailure})` : ''}`);
    const bb = await load(bare.url);
    log(`round ${round} bare React: ${bb.rps.toFixed(1)} req/s, p50 ${ms(bb.p50)}, p95 ${ms(bb.p95)}, p99 ${ms(bb.p99)}${bb.failures ? `, ${bb.failures} failed (${bb.firstFailure})` : ''}`);
    rounds.push({ storefront: sf, bare: bb, ratio: sf.rps / bb.rps });
  }
  // Where the storefront's time goes: the same data requests straight to the API, no rendering.
  const apiOnly = await loadApiOnly(servers.apiGraphqlUrl, product.split('/').pop());
  if (apiOnly) log(`for comparison, the API alone (the loader's ProductPage + ProductPriceHistory requests, ${CONCURRENCY} clients): ${apiOnly.rps.toFixed(1)} pages/s, p50 ${ms(apiOnly.p50)}, p95 ${ms(apiOnly.p95)}${apiOnly.failures ? `, ${apiOnly.failures} failed (${apiOnly.firstFailure})` : ''}`);
  const sfRps = median(rounds.map((r) => r.storefront.rps));
  const bareRps = median(rounds.map((r) => r.bare.rps));
  const ratio = sfRps / bareRps;
  const pass = ratio >= TARGET_RATIO && rounds.every((r) => r.storefront.failures === 0 && r.bare.failures === 0);
  log('\n# Summary');
  log(`storefront ${sfRps.toFixed(1)} req/s, bare renderToPipeableStream ${bareRps.toFixed(1)} req/s (medians of ${ROUNDS} rounds)`);
  log(`${pass ? 'PASS' : 'FAIL'} ratio ${ratio.toFixed(2)} (aim >= ${TARGET_RATIO})${pass ? '' : ratio < TARGET_RATIO ? `, short by ${(TARGET_RATIO - ratio).toFixed(2)}` : ', requests failed'}`);
  writeFileSync(join(outDir, 'ssr.json'), `${JSON.stringify({ date: new Date().toISOString(), machine, product, concurrency: CONCURRENCY, seconds: SECONDS, rounds, apiOnly, storefrontRps: sfRps, bareRps, ratio, htmlBytes: html.length, elements: bare.elements }, null, 2)}\n`);
  log('(raw figures in .data/bench-results/ssr.json)');
  process.exitCode = pass ? 0 : 1;
} finally {
  bare?.stop();
  await stop();
}
