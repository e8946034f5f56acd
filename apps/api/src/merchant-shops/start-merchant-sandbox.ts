/**
 * Test support: a real sandbox with its merchant shops, started in this process on a free port, for
 * tests of the adapter and the checkout engine. The sandbox is another app, so the API never imports
 * it: its harness is loaded by path at run time (only tests call this).
 */
import { join } from 'node:path';
import { MERCHANT_SHOPS_BASE_PATH, merchantShopPaths, type FaultInput } from '@kori/merchant-shop-protocol';
import { findRepoRoot } from '../config/repo-root';
import { SANDBOX_DEFAULTS } from '../config/env';

export interface MerchantSandbox {
  /** The sandbox's root URL. */
  url: string;
  /** Base URL for `createHttpMerchantShops`. */
  shopsUrl: string;
  agentToken: string;
  /** Adds a fault through the control API; answers its id. */
  addFault(fault: FaultInput): Promise<string>;
  clearFaults(merchantId?: string): Promise<void>;
  /** Forgets carts, orders, sales and faults. */
  reset(): Promise<void>;
  /** Stock of one offer now (the seed's less what was ordered). */
  stockOf(sku: string): Promise<number>;
  close(): Promise<void>;
}

interface SandboxHarnessModule {
  startSandbox(options: { seedSize?: 'tiny' | 'demo' | 'scale' }): Promise<{ url: string; close(): Promise<void> }>;
}

/** Starts the sandbox selling the tiny catalogue, the one the API's test database holds. */
export async function startMerchantSandbox(): Promise<MerchantSandbox> {
  const harnessPath = join(findRepoRoot(), 'apps', 'sandbox', 'src', 'test-support', 'sandbox-harness');
  const { startSandbox } = (await import(harnessPath)) as SandboxHarnessModule;
  const harness = await startSandbox({ seedSize: 'tiny' });
  const shopsUrl = `${harness.url}${MERCHANT_SHOPS_BASE_PATH}`;

  async function control(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${shopsUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await response.json();
    if (!response.ok) throw new Error(`sandbox control ${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  }

  return {
    url: harness.url,
    shopsUrl,
    agentToken: SANDBOX_DEFAULTS.MERCHANT_AGENT_TOKEN,
    async addFault(fault) {
      const answer = (await control('POST', merchantShopPaths.faults(), fault)) as { fault: { id: string } };
      return answer.fault.id;
    },
    async clearFaults(merchantId) {
      await control('DELETE', `${merchantShopPaths.faults()}${merchantId ? `?merchantId=${encodeURIComponent(merchantId)}` : ''}`);
    },
    async reset() {
      await control('DELETE', merchantShopPaths.state());
    },
    async stockOf(sku) {
      return ((await control('GET', merchantShopPaths.offer(sku))) as { stockQuantity: number }).stockQuantity;
    },
    close: () => harness.close(),
  };
}
