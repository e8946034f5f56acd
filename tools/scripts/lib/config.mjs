// Default ports and URLs of the three apps when run from the workspace scripts.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

export function appPorts(env = process.env) {
  return {
    storefront: Number(env.PORT ?? 3000),
    api: Number(env.API_PORT ?? 4000),
    sandbox: Number(env.SANDBOX_PORT ?? 4010),
  };
}

/** Environment each app needs to find the others on loopback. */
export function appEnv(ports, extra = {}) {
  return {
    PORT: String(ports.storefront),
    API_PORT: String(ports.api),
    SANDBOX_PORT: String(ports.sandbox),
    API_URL: `http://127.0.0.1:${ports.api}/graphql`,
    SANDBOX_URL: `http://127.0.0.1:${ports.sandbox}`,
    STOREFRONT_ORIGIN: `http://127.0.0.1:${ports.storefront}`,
    STYTCH_BASE_URL: `http://127.0.0.1:${ports.sandbox}/`,
    // A local demo on the sandbox, never a deployment (a deployment refuses sandbox settings at boot).
    KORI_DEPLOYMENT: '0',
    ...extra,
  };
}
