// Walks every storefront route and the API's /graphql with malformed input and fails on any 5xx.
// Runs against the built apps (tools/scripts/e2e-servers.mjs on free ports); bounded to well under
// 1,500 requests and a minute of requests.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { storefrontRoutePaths } from './route-paths';

const root = join(__dirname, '../../..');
const BIG = 'a'.repeat(100_000);
const MAX_REQUESTS = 1_500;
const CONCURRENCY = 4;

interface Probe {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Outcome {
  probe: Probe;
  status: number | string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the built apps the way the browser journeys do and resolves once the storefront answers. */
async function startServers(ports: { storefront: number; api: number; sandbox: number }): Promise<ChildProcess> {
  for (const built of ['dist/apps/api/main.mjs', 'dist/apps/sandbox/main.mjs', 'dist/apps/storefront/main.mjs', 'apps/storefront/build']) {
    if (!existsSync(join(root, built))) {
      throw new Error(`${built} is missing: build first (npx nx run-many -t build -p api sandbox storefront)`);
    }
  }
  const child = spawn(process.execPath, ['tools/scripts/e2e-servers.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      E2E_PORT: String(ports.storefront),
      E2E_API_PORT: String(ports.api),
      E2E_SANDBOX_PORT: String(ports.sandbox),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`servers did not start in time:\n${output.slice(-4000)}`)), 240_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('e2e servers ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`servers exited with ${code}:\n${output.slice(-4000)}`));
    });
  });
  child.stdout?.resume();
  child.stderr?.resume();
  return child;
}

async function send(probe: Probe): Promise<Outcome> {
  try {
    const response = await fetch(probe.url, {
      method: probe.method,
      headers: probe.headers,
      body: probe.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    return { probe, status: response.status };
  } catch (error) {
    // A reset connection or a hang is as bad as a 5xx.
    return { probe, status: `no answer (${(error as Error).message})` };
  }
}

async function runAll(probes: Probe[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let probe = probes[next++]; probe; probe = probes[next++]) outcomes.push(await send(probe));
    }),
  );
  return outcomes;
}

/** Malformed requests for one storefront path. */
function pageProbes(base: string, path: string, origin: string): Probe[] {
  const url = `${base}${path}`;
  const form = { 'content-type': 'application/x-www-form-urlencoded', origin };
  return [
    { method: 'GET', url: `${url}?q=a%00b&page=%00&sort=%00&lang=%00` },
    { method: 'GET', url: `${url}%00` },
    { method: 'GET', url: `${url}/%E0%A4%A` },
    { method: 'GET', url: `${url}?q=%E0%A4%A&page=%ZZ&days=%&sort=%C0%AF` },
    { method: 'GET', url: `${url}?page=99999999999999999999999&days=-1&sort=${'x'.repeat(2000)}&q=${'b'.repeat(4000)}` },
    { method: 'GET', url: `${url}?q=${BIG}` },
    {
      method: 'GET',
      url,
      headers: { cookie: `locale=%00; stytch_session_jwt=%ZZ; stytch_session=${'s'.repeat(3000)}; kori_consent=%7B%22x`, 'accept-language': 'x'.repeat(3000) },
    },
    { method: 'POST', url, headers: { origin } },
    { method: 'POST', url, headers: { 'content-type': 'application/json', origin }, body: '{not json' },
    { method: 'POST', url, headers: form, body: `locale=%00&redirectTo=%ZZ&email=${BIG}&intent=%00` },
    { method: 'POST', url, headers: { 'content-type': 'multipart/form-data; boundary=x', origin }, body: '--x\r\nContent-Disposition: form-da' },
    { method: 'POST', url, headers: { 'content-type': 'multipart/form-data', origin }, body: 'no boundary' },
    { method: 'POST', url, headers: { 'content-type': 'text/plain', origin }, body: BIG },
    { method: 'PUT', url, headers: { 'content-type': 'application/json', origin }, body: '[]' },
    { method: 'DELETE', url, headers: { origin } },
  ];
}

/** Malformed GraphQL requests for one endpoint (the API's own, or the storefront's proxy). */
function graphqlProbes(endpoint: string): Probe[] {
  const json = { 'content-type': 'application/json' };
  const query = encodeURIComponent('{ __typename }');
  return [
    { method: 'GET', url: `${endpoint}?query=${query}&variables=x` },
    { method: 'GET', url: `${endpoint}?query=${query}&extensions=x` },
    { method: 'GET', url: `${endpoint}?query=${query}&variables=%7B&extensions=%7B` },
    { method: 'GET', url: `${endpoint}?query=%00` },
    { method: 'GET', url: `${endpoint}?query=%E0%A4%A` },
    { method: 'GET', url: `${endpoint}?extensions=${encodeURIComponent('{"persistedQuery":{"version":1,"sha256Hash":"%00"}}')}` },
    { method: 'GET', url: `${endpoint}?query=${BIG}` },
    { method: 'GET', url: endpoint },
    { method: 'POST', url: endpoint, headers: json },
    { method: 'POST', url: endpoint, headers: json, body: '{not json' },
    { method: 'POST', url: endpoint, headers: json, body: '' },
    { method: 'POST', url: endpoint, headers: json, body: '{"query":5}' },
    { method: 'POST', url: endpoint, headers: json, body: '[1,2]' },
    { method: 'POST', url: endpoint, headers: json, body: JSON.stringify({ query: '{ __typename }', variables: 'x' }) },
    { method: 'POST', url: endpoint, headers: json, body: JSON.stringify({ query: '{ __typename }', extensions: 'x' }) },
    { method: 'POST', url: endpoint, headers: json, body: JSON.stringify({ query: `{ ${BIG} }` }) },
    { method: 'POST', url: endpoint, headers: json, body: JSON.stringify({ query: 'query { search(query: "a\u0000b") { __typename } }' }) },
    { method: 'POST', url: endpoint, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'query=%7B__typename%7D' },
    { method: 'POST', url: endpoint, headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x\r\nbroken' },
    { method: 'POST', url: endpoint, headers: { 'content-type': 'text/plain' }, body: BIG },
    { method: 'POST', url: endpoint, headers: { 'content-type': 'application/json; charset=latin-99' }, body: '{}' },
    { method: 'PUT', url: endpoint, headers: json, body: '{}' },
  ];
}

describe('malformed input', () => {
  jest.setTimeout(300_000);
  let servers: ChildProcess | undefined;
  let ports: { storefront: number; api: number; sandbox: number };

  beforeAll(async () => {
    ports = { storefront: await freePort(), api: await freePort(), sandbox: await freePort() };
    servers = await startServers(ports);
  });

  afterAll(async () => {
    const running = servers;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  });

  it('never answers a 5xx (or nothing) on any route or on /graphql', async () => {
    const storefront = `http://127.0.0.1:${ports.storefront}`;
    const api = `http://127.0.0.1:${ports.api}`;
    // Real parameter values, so the catalogue pages render instead of stopping at a 404.
    const sitemap = await (await fetch(`${storefront}/sitemap.xml`)).text();
    const product = /<loc>https?:\/\/[^/]+\/([^/<]+)\/([^/<]+)\/(\d+)<\/loc>/.exec(sitemap);
    const samples = {
      categoryId: product?.[1] ?? 'x',
      productName: product?.[2] ?? 'x',
      productId: product?.[3] ?? '1',
      offerId: '1',
      locale: 'fi-FI',
      orderId: 'x',
      name: 'x',
      '*': 'x-price',
    };
    const paths = storefrontRoutePaths(join(root, 'apps/storefront/app/routes'), samples);
    const probes = [
      ...paths.flatMap((path) => pageProbes(storefront, path, storefront)),
      ...graphqlProbes(`${storefront}/graphql`),
      ...graphqlProbes(`${api}/graphql`),
      ...pageProbes(storefront, '/images/products/1.svg', storefront).slice(0, 6),
    ];
    expect(probes.length).toBeLessThanOrEqual(MAX_REQUESTS);

    const started = Date.now();
    const outcomes = await runAll(probes);
    expect(Date.now() - started).toBeLessThan(60_000);

    const failures = outcomes
      .filter((outcome) => typeof outcome.status !== 'number' || outcome.status >= 500)
      .map(({ probe, status }) => {
        const body = probe.body === undefined ? '' : ` body=${JSON.stringify(probe.body.slice(0, 60))}${probe.body.length > 60 ? '…' : ''}`;
        const type = probe.headers?.['content-type'] ? ` [${probe.headers['content-type']}]` : '';
        return `${status} ${probe.method} ${probe.url.slice(0, 160)}${type}${body}`;
      });
    expect(failures).toEqual([]);
  });
});
