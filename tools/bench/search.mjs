#!/usr/bin/env node
// Search benchmark (issue 3): the `scale` catalogue (200,000 products, 2,000,000 offers) in a real
// PostgreSQL on loopback, the API in its own process, 4 concurrent clients sending autocomplete and
// full search requests over GraphQL. Prints p50/p95/p99/max and throughput for each against the
// targets (autocomplete p95 <= 30 ms, full search p95 <= 60 ms), then EXPLAIN (ANALYZE, BUFFERS) of
// the SQL the API ran for one autocomplete and one search request (captured with auto_explain).
//
//   node tools/bench/search.mjs [--fresh] [--reuse] [--dist] [--clients 4] [--requests 2000] [--seconds 60]
//                               [--window-cache-ms 60000]
//
// --fresh  re-create the cached cluster (.data/bench-pg) and seed again (slow)
// --reuse  keep the cached seed even when the seed code changed since
// --dist   run the built dist/apps/api/main.mjs instead of the source (tsx)
// --window-cache-ms  the API's SEARCH_WINDOW_CACHE_MS (reuse of a search window for the same search;
//          the API's default 60000); 0 measures every search reading its window
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { root } from '../scripts/lib/config.mjs';
import { startApi } from './lib/api-process.mjs';
import { request, runClosedLoop } from './lib/load.mjs';
import { SERVER_SETTINGS } from './lib/postgres.mjs';
import { ensureScaleDatabase } from './lib/scale-database.mjs';
import { autocompleteQueries, fullSearchQueries, vocabularyFromNames } from './lib/search-queries.mjs';
import { machineFacts, ms, summarize } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    dist: { type: 'boolean', default: false },
    clients: { type: 'string', default: '4' },
    requests: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '200' },
    'explain-only': { type: 'boolean', default: false },
    'window-cache-ms': { type: 'string', default: '60000' },
  },
});
const CLIENTS = Number(args.clients);
const MAX_REQUESTS = Number(args.requests);
const MAX_SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const REGION = 'FI';
const TARGETS = { autocomplete: 30, search: 60 };
const WINDOW_CACHE_MS = Number(args['window-cache-ms']);

// What the storefront's search box and search page ask for: suggestion labels with product links,
// and a page of 24 product cards with the listing's facets and "did you mean" suggestions.
const AUTOCOMPLETE = `query BenchAutocomplete($region: Region!, $query: String!) {
  autocomplete(region: $region, query: $query, limit: 8) {
    label
    product { id name slug imageUrl category { id } }
    category { id name(language: FI) }
  }
}`;
const SEARCH = `query BenchSearch($region: Region!, $query: String!) {
  search(region: $region, query: $query, sort: RELEVANCE, page: 1, perPage: 24) {
    totalCount
    suggestions
    products {
      id name slug imageUrl
      brand { name }
      category { id }
      offerCount(region: $region)
      bestOffer(region: $region) { id totalPrice { price currency } merchant { title } }
    }
    facets {
      categories { id label count }
      brands { id label count }
      merchants { id label count }
      price { min { price currency } max { price currency } }
      inStockCount
    }
  }
}`;

const log = (line = '') => process.stdout.write(`${line}\n`);
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

async function graphql(url, query, variables, timeoutMs = 20_000) {
  const res = await request(agent, url, { method: 'POST', body: JSON.stringify({ query, variables }), timeoutMs });
  let json = null;
  try {
    json = JSON.parse(res.body.toString());
  } catch {
    // reported below
  }
  const error = res.status !== 200 ? `HTTP ${res.status}` : !json ? 'not JSON' : json.errors ? json.errors.map((e) => e.message).join('; ') : null;
  return { ms: res.ms, ok: !error, reason: error, data: json?.data ?? null };
}

function resultCount(kind, data) {
  if (!data) return 0;
  return kind === 'autocomplete' ? (data.autocomplete?.length ?? 0) : (data.search?.totalCount ?? 0);
}

async function phase(name, url, document, queries) {
  const found = new Map();
  // When each text was last sent (warm-up included): a repeat within the API's window cache TTL can
  // be answered from that cache, so the share of such repeats is printed with the figures.
  const lastSent = new Map();
  let repeats = 0;
  let measuring = false;
  const makeRequest = async (i) => {
    const q = queries[i % queries.length];
    const sentAt = Date.now();
    if (measuring && sentAt - (lastSent.get(q.text) ?? -Infinity) < WINDOW_CACHE_MS) repeats += 1;
    lastSent.set(q.text, sentAt);
    const result = await graphql(url, document, { region: REGION, query: q.text });
    const entry = found.get(q.kind) ?? { sent: 0, withResults: 0 };
    entry.sent += 1;
    if (resultCount(name, result.data) > 0) entry.withResults += 1;
    found.set(q.kind, entry);
    return result;
  };
  // Warm-up (not counted): connections, plan caches, the database's buffer cache, per-process caches.
  await runClosedLoop({ clients: CLIENTS, maxRequests: WARMUP, maxSeconds: 20, makeRequest: (i) => makeRequest(queries.length - 1 - (i % queries.length)) });
  found.clear();
  measuring = true;
  const run = await runClosedLoop({ clients: CLIENTS, maxRequests: MAX_REQUESTS, maxSeconds: MAX_SECONDS, makeRequest });
  const stats = summarize(run.latencies, run.elapsedMs);
  const target = TARGETS[name];
  log(`\n## ${name === 'search' ? 'full search' : name} (${CLIENTS} clients, ${stats.count} requests in ${(run.elapsedMs / 1000).toFixed(1)} s)`);
  log(`p50 ${ms(stats.p50)}  p95 ${ms(stats.p95)}  p99 ${ms(stats.p99)}  max ${ms(stats.max)}  mean ${ms(stats.mean)}  throughput ${stats.throughput.toFixed(1)} req/s`);
  log(`results: ${[...found].map(([kind, e]) => `${kind} ${e.withResults}/${e.sent} found something`).join(', ')}`);
  if (name === 'search') {
    log(
      WINDOW_CACHE_MS > 0
        ? `window cache ON (SEARCH_WINDOW_CACHE_MS=${WINDOW_CACHE_MS}): ${repeats} of ${stats.count} measured searches repeat a text sent less than ${WINDOW_CACHE_MS / 1000} s before and can be answered from it`
        : 'window cache OFF (SEARCH_WINDOW_CACHE_MS=0): every search reads its window',
    );
  }
  if (run.failures.length) log(`FAILED REQUESTS: ${run.failures.length} (first: ${run.failures[0].reason})`);
  const pass = stats.p95 <= target && run.failures.length === 0;
  log(`${pass ? 'PASS' : 'FAIL'}: ${name} p95 ${ms(stats.p95)} (target <= ${target} ms)${pass ? '' : stats.p95 > target ? `, over by ${(stats.p95 - target).toFixed(1)} ms (${((stats.p95 / target - 1) * 100).toFixed(0)} %)` : ', requests failed'}`);
  return {
    ...stats,
    failures: run.failures.length,
    elapsedMs: run.elapsedMs,
    target,
    pass,
    found: Object.fromEntries(found),
    ...(name === 'search' ? { windowCacheMs: WINDOW_CACHE_MS, repeatsWithinCacheTtl: repeats } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// EXPLAIN: auto_explain logs the plan (ANALYZE, BUFFERS) of every statement the API runs.

const EXPLAIN_SETTINGS = {
  session_preload_libraries: 'auto_explain',
  'auto_explain.log_min_duration': '0',
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_buffers': 'on',
  'auto_explain.log_timing': 'on',
  'auto_explain.log_verbose': 'off',
  'auto_explain.log_format': 'text',
  log_min_duration_statement: '0',
  log_parameter_max_length: '-1',
};

async function setExplainLogging(url, on) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [key, value] of Object.entries(EXPLAIN_SETTINGS)) {
      await client.query(on ? `alter database kori set ${key} = '${value}'` : `alter database kori reset ${key}`);
    }
  } finally {
    await client.end();
  }
}

/** Log entries (one per "LOG:"/"DETAIL:" line with its continuation lines). */
function parseLog(text) {
  const entries = [];
  for (const line of text.split('\n')) {
    const head = /^\d{4}-\d\d-\d\d [\d:.]+ \S+ \[\d+\] (LOG|DETAIL|ERROR|STATEMENT|WARNING):\s+(.*)$/.exec(line);
    if (head) entries.push({ level: head[1], text: head[2], more: [] });
    else if (entries.length) entries[entries.length - 1].more.push(line);
  }
  return entries;
}

/** Plans with the statement's parameters (the execute entry after each plan carries them). */
function plansFrom(entries) {
  const plans = [];
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i];
    const m = /^duration: ([\d.]+) ms\s+plan:$/.exec(entry.text);
    if (!m) continue;
    const body = entry.more.map((l) => l.replace(/^\t/, '')).filter((l) => l.trim());
    const queryStart = body.findIndex((l) => l.startsWith('Query Text:'));
    const planStart = body.findIndex((l, idx) => idx > queryStart && /^\S/.test(l) && !l.startsWith('Query Text:') && /\(cost=|\(actual/.test(l));
    const queryText = body.slice(queryStart, planStart).join(' ').replace(/^Query Text:\s*/, '').replace(/\s+/g, ' ').trim();
    const plan = body.slice(planStart);
    let parameters = null;
    for (let j = i + 1; j < Math.min(entries.length, i + 6); j += 1) {
      if (entries[j].level === 'DETAIL' && entries[j].text.startsWith('parameters:')) {
        parameters = entries[j].text.replace(/^parameters:\s*/, '');
        break;
      }
      if (/plan:$/.test(entries[j].text)) break;
    }
    const indexes = [...new Set(plan.flatMap((l) => [...l.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)/g)].map((x) => x[1])))];
    const seqScans = [...new Set(plan.flatMap((l) => [...l.matchAll(/Seq Scan on (\S+)/g)].map((x) => x[1])))];
    plans.push({ ms: Number(m[1]), queryText, parameters, plan, indexes, seqScans });
  }
  return plans;
}

const TEXT_SEARCH_SQL = /search_vector|search_name|search_terms|similarity|<%|tsquery/i;

async function explainPass(databaseUrl, logFile, samples) {
  await setExplainLogging(databaseUrl, true);
  // No window cache here: every sample's statements are to be captured.
  const api = await startApi({ databaseUrl, dist: args.dist, extraEnv: { SEARCH_WINDOW_CACHE_MS: '0' } });
  const out = [];
  try {
    // One request first so start-up work (catalogue cache, vocabulary) is not in the captured plans.
    await graphql(api.graphqlUrl, SEARCH, { region: REGION, query: 'zzqx' }, 180_000).catch(() => undefined);
    await graphql(api.graphqlUrl, AUTOCOMPLETE, { region: REGION, query: 'zz' }, 180_000).catch(() => undefined);
    for (const sample of samples) {
      await new Promise((r) => setTimeout(r, 300));
      const before = statSync(logFile).size;
      const result = await graphql(api.graphqlUrl, sample.document, { region: REGION, query: sample.text }, 180_000).catch((error) => ({ ms: NaN, ok: false, reason: error.message, data: null }));
      await new Promise((r) => setTimeout(r, 500)); // let the server flush its log
      const text = readFileSync(logFile).subarray(before).toString();
      out.push({ ...sample, ms: result.ms, ok: result.ok, count: resultCount(sample.kind, result.data), plans: plansFrom(parseLog(text)) });
    }
  } finally {
    await api.stop();
    await setExplainLogging(databaseUrl, false);
  }
  return out;
}

function printExplain(samples) {
  log('\n# EXPLAIN (ANALYZE, BUFFERS) of the statements the API ran (auto_explain)');
  for (const sample of samples) {
    log(`\n## ${sample.kind} "${sample.text}" (${sample.count} results, ${ms(sample.ms)} round trip, ${sample.plans.length} statements)`);
    for (const plan of sample.plans) {
      const main = TEXT_SEARCH_SQL.test(plan.queryText);
      const where = `indexes: ${plan.indexes.join(', ') || 'none'}${plan.seqScans.length ? `; seq scans: ${plan.seqScans.join(', ')}` : ''}`;
      if (main) {
        log(`\n-- ${plan.ms.toFixed(3)} ms; ${where}`);
        log(`-- SQL: ${plan.queryText}`);
        if (plan.parameters) log(`-- parameters: ${plan.parameters}`);
        for (const line of plan.plan) log(`   ${line}`);
      } else {
        log(`\n-- ${plan.ms.toFixed(3)} ms; ${where}; SQL: ${plan.queryText.slice(0, 160)}${plan.queryText.length > 160 ? '...' : ''}`);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------

const machine = await machineFacts();
log(`# Kori search benchmark, ${new Date().toISOString()}`);
log(`machine: ${machine.cpu}, ${machine.memory}, Node ${machine.node}, ${machine.platform}, load average ${machine.loadAverage}`);

const { cluster, seed } = await ensureScaleDatabase({ fresh: args.fresh, reuse: args.reuse, log });
let api = null;
const results = { date: new Date().toISOString(), machine, seed, postgres: SERVER_SETTINGS, clients: CLIENTS, region: REGION };
try {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  const version = (await client.query('show server_version')).rows[0].server_version;
  const counts = (await client.query('select (select count(*) from products)::int as products, (select count(*) from offers)::int as offers')).rows[0];
  // Every 50th product name: 4,000 names spread over the whole catalogue.
  const names = (await client.query('select name from products where id % 50 = 0 order by id')).rows.map((r) => r.name);
  await client.end();
  log(`PostgreSQL ${version} on loopback (${cluster.url}); ${counts.products} products, ${counts.offers} offers; settings ${Object.entries(SERVER_SETTINGS).map(([k, v]) => `${k}=${v}`).join(' ')}`);
  Object.assign(results, { postgresVersion: version, counts });

  const vocabulary = vocabularyFromNames(names);
  const autocomplete = autocompleteQueries(vocabulary, 1000);
  const search = fullSearchQueries(names, vocabulary, 1000);
  log(`queries: ${autocomplete.length} autocomplete (e.g. ${autocomplete.slice(0, 6).map((q) => `"${q.text}"`).join(', ')}), ${search.length} full search (e.g. ${search.slice(0, 6).map((q) => `"${q.text}"`).join(', ')}) from ${vocabulary.length} catalogue words`);

  if (args['explain-only']) {
    results.autocomplete = { skipped: true };
    results.search = { skipped: true };
  } else {
  api = await startApi({ databaseUrl: cluster.url, dist: args.dist, extraEnv: { SEARCH_WINDOW_CACHE_MS: String(WINDOW_CACHE_MS) } });
  log(`API (${args.dist ? 'dist/apps/api/main.mjs' : 'apps/api/src/main.ts via tsx'}, NODE_ENV=production, LOG_LEVEL=warn) at ${api.url}; ${WARMUP} warm-up requests per phase, then up to ${MAX_REQUESTS} requests or ${MAX_SECONDS} s`);
  results.autocomplete = await phase('autocomplete', api.graphqlUrl, AUTOCOMPLETE, autocomplete);
  log(`(full search phase running: warm-up up to 20 s, then up to ${MAX_SECONDS} s)`);
  results.search = await phase('search', api.graphqlUrl, SEARCH, search);
  await api.stop();
  api = null;
  }

  const pick = (list, kind) => list.find((q) => q.kind === kind);
  const samples = [
    { kind: 'autocomplete', label: 'prefix', text: pick(autocomplete, 'prefix').text, document: AUTOCOMPLETE },
    { kind: 'autocomplete', label: 'typo', text: pick(autocomplete, 'typo').text, document: AUTOCOMPLETE },
    { kind: 'search', label: 'two words', text: pick(search, 'two words').text, document: SEARCH },
    { kind: 'search', label: 'typo', text: pick(search, 'typo').text, document: SEARCH },
  ];
  const explained = await explainPass(cluster.url, cluster.logFile, samples);
  printExplain(explained);
  results.explain = explained.map((sample) => ({ ...sample, document: undefined }));

  log('\n# Summary');
  for (const name of ['autocomplete', 'search']) {
    const r = results[name];
    if (r.skipped) continue;
    const cache = name === 'search' ? `; window cache ${WINDOW_CACHE_MS > 0 ? `on, ${r.repeatsWithinCacheTtl} repeats within its TTL` : 'off'}` : '';
    log(`${r.pass ? 'PASS' : 'FAIL'} ${name === 'search' ? 'full search' : name}: p50 ${ms(r.p50)} p95 ${ms(r.p95)} p99 ${ms(r.p99)} max ${ms(r.max)}, ${r.throughput.toFixed(1)} req/s (target p95 <= ${r.target} ms)${cache}`);
  }
  const outDir = join(root, '.data/bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'search.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(`(raw figures in .data/bench-results/search.json)`);
  process.exitCode = results.autocomplete.pass && results.search.pass ? 0 : 1;
  if (args['explain-only']) process.exitCode = 0;
} finally {
  if (api) await api.stop().catch(() => undefined);
  agent.destroy();
  cluster.stop();
}
