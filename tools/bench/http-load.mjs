#!/usr/bin/env node
// Load run: autocannon against the production build, one target after the other (home, product,
// search page, the GraphQL product query straight at the API), 20 connections for 30 s each.
// Prints requests/s, latency p50/p97.5/p99, errors and non-2xx answers per target; exits 1 if any
// target had an error or a non-2xx answer.
//
//   node tools/bench/http-load.mjs [--no-build] [--connections 20] [--seconds 30] [--seed demo|tiny] [--pglite] [--fresh-data]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/lib/config.mjs';
import { findPageUrls } from './lib/app-servers.mjs';
import { benchArgs, log, startBenchApps } from './lib/bench-apps.mjs';
import { machineFacts } from './lib/stats.mjs';

const args = benchArgs({
  connections: { type: 'string', default: '20' },
  seconds: { type: 'string', default: '30' },
});

// The load comes from loopback without X-Forwarded-For, which the API treats as its own trusted proxy
// (the storefront's server), so the per-client rate limit does not apply, as for the storefront's own calls.
const { servers, stop } = await startBenchApps(args, { data: `load-${args.seed}` });
const results = [];
try {
  const urls = await findPageUrls(servers.apiGraphqlUrl);
  const productId = urls.product.split('/').pop();
  const targets = [
    { name: 'home', url: `${servers.storefrontUrl}${urls.home}` },
    { name: 'product', url: `${servers.storefrontUrl}${urls.product}` },
    { name: 'search', url: `${servers.storefrontUrl}${urls.search}` },
    {
      name: 'graphql product',
      url: servers.apiGraphqlUrl,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query P($id: ID!) { product(id: $id) { id name offerCount(region: FI) offers(region: FI) { id price { price currency } totalPrice { price currency } merchant { name } } } }',
        variables: { id: productId },
      }),
    },
  ];
  log(JSON.stringify(await machineFacts()));
  for (const target of targets) {
    const run = await autocannon({ ...target, connections: Number(args.connections), duration: Number(args.seconds) });
    const row = {
      target: target.name,
      requests: run.requests.total,
      rps: run.requests.average,
      p50: run.latency.p50,
      p97_5: run.latency.p97_5,
      p99: run.latency.p99,
      errors: run.errors + run.timeouts,
      non2xx: run.non2xx,
    };
    results.push(row);
    log(
      `${row.target.padEnd(16)} ${row.requests} requests, ${row.rps.toFixed(1)} req/s, p50 ${row.p50} ms, p97.5 ${row.p97_5} ms, ` +
        `p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx}`,
    );
  }
} finally {
  await stop();
}
mkdirSync(join(root, '.data/bench-results'), { recursive: true });
writeFileSync(join(root, '.data/bench-results', `load-${Date.now()}.json`), JSON.stringify(results, null, 2));
const bad = results.filter((r) => r.errors > 0 || r.non2xx > 0);
log(bad.length ? `FAIL: ${bad.map((r) => r.target).join(', ')} had errors or non-2xx answers` : 'PASS: 0 errors and 0 non-2xx on every target');
process.exit(bad.length ? 1 : 0);
