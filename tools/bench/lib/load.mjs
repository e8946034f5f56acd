// A small closed-loop load generator over keep-alive HTTP: N clients, each sending its next request
// as soon as the previous answer is complete, until a request count or a time limit is reached.
import http from 'node:http';

/** One HTTP request; resolves { status, body, ms }. */
export function request(agent, url, { method = 'GET', headers = {}, body, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, { method, agent, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } : headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks), ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
    // A stuck request counts as failed instead of holding the run open.
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    if (body) req.end(body);
    else req.end();
  });
}

/**
 * Runs `clients` concurrent loops. `makeRequest(i)` returns a promise of { ok, ms }; i counts up
 * across all clients. Stops after `maxRequests` or `maxSeconds`, whichever comes first.
 */
export async function runClosedLoop({ clients, maxRequests = Infinity, maxSeconds, makeRequest }) {
  let next = 0;
  const latencies = [];
  const failures = [];
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  const loop = async () => {
    while (next < maxRequests && performance.now() < deadline) {
      const i = next;
      next += 1;
      try {
        const result = await makeRequest(i);
        latencies.push(result.ms);
        if (!result.ok) failures.push({ i, reason: result.reason });
      } catch (error) {
        failures.push({ i, reason: error.message });
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, loop));
  return { latencies, failures, elapsedMs: performance.now() - started };
}
