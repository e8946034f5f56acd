// Starts the production builds of sandbox, api and storefront (the e2e-servers pattern) on free
// ports, with a data directory kept between runs so the demo catalogue is seeded once.
import { mkdirSync } from 'node:fs';
import { appEnv } from '../../scripts/lib/config.mjs';
import { builtApp, startApps } from '../../scripts/lib/app-launch.mjs';
import { isPortFree } from '../../scripts/lib/ports.mjs';
import { createProcessGroup } from '../../scripts/lib/processes.mjs';

async function freePort(from) {
  let port = from;
  while (!(await isPortFree(port))) port += 1;
  return port;
}

/** `databaseUrl` empty: the embedded PGlite under dataDir; set: that PostgreSQL database. */
export async function startAppServers({ dataDir, databaseUrl = '', seed = 'demo', logLevel = 'warn', storefrontPort = 3500 }) {
  mkdirSync(dataDir, { recursive: true });
  const ports = { storefront: await freePort(storefrontPort), api: await freePort(4500), sandbox: await freePort(4510) };
  if (ports.sandbox === ports.api) ports.sandbox = await freePort(ports.api + 1);
  const env = appEnv(ports, { NODE_ENV: 'production', DATA_DIR: dataDir, SEED: seed, LOG_LEVEL: logLevel, DATABASE_URL: databaseUrl });
  const group = createProcessGroup();
  await startApps(group, { ports, env, commandFor: builtApp() });
  return {
    ports,
    storefrontUrl: `http://127.0.0.1:${ports.storefront}`,
    apiGraphqlUrl: `http://127.0.0.1:${ports.api}/graphql`,
    stop: () => group.stopAll(),
  };
}

/** A home, a category, a product and a search URL with real ids, asked from the API. */
export async function findPageUrls(apiGraphqlUrl) {
  const res = await fetch(apiGraphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ categories { id productCount } products(region: FI, sort: POPULARITY, page: 1, perPage: 1) { products { id slug name category { id } } } }`,
    }),
  });
  const json = await res.json();
  if (json.errors) throw new Error(`API: ${json.errors.map((e) => e.message).join('; ')}`);
  const category = [...json.data.categories].sort((a, b) => b.productCount - a.productCount)[0];
  const product = json.data.products.products[0];
  if (!category || !product) throw new Error('The API returned no categories or products');
  const word = product.name.split(/\s+/)[0].toLowerCase();
  return {
    home: '/',
    category: `/${category.id}`,
    product: `/${product.category.id}/${product.slug}/${product.id}`,
    search: `/search?q=${encodeURIComponent(word)}`,
  };
}

/**
 * A database `name` in the benchmark cluster for the page benchmarks (the API seeds it with SEED on its
 * first start). Returns { url, stop }.
 */
export async function benchDatabase(name) {
  const { startCluster } = await import('./postgres.mjs');
  const { BENCH_PG_DIR } = await import('./scale-database.mjs');
  const pg = (await import('pg')).default;
  const cluster = await startCluster(BENCH_PG_DIR);
  const admin = new pg.Client({ connectionString: cluster.url.replace(/\/kori$/, '/postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return { url: cluster.url.replace(/\/kori$/, `/${name}`), stop: cluster.stop, shared: cluster.shared ?? false };
}
