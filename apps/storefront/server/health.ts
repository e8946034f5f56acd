import type { RequestHandler } from 'express';

export type ApiReachability = 'ok' | 'unreachable';

/** Asks the API's own /health (at the origin of API_URL) whether it answers, within `timeoutMs`. */
export async function checkApi(apiUrl: string, timeoutMs = 1500): Promise<ApiReachability> {
  try {
    const response = await fetch(new URL('/health', apiUrl), { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok ? 'ok' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}

/**
 * GET /health: the storefront is up (`status: 'ok'`) and says whether the API answers. It stays 200
 * when only the API is down, so a load balancer does not pull a healthy storefront out of rotation.
 */
export function healthHandler({ apiUrl }: { apiUrl: string }): RequestHandler {
  return async (_req, res) => {
    const api = await checkApi(apiUrl);
    res.setHeader('cache-control', 'no-store');
    res.json({ status: 'ok', service: 'storefront', api });
  };
}
