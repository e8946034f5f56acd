// Where the journeys find the apps that tools/scripts/e2e-servers.mjs starts (same variables, same defaults).
export const storefrontPort = Number(process.env.E2E_PORT ?? 3300);
export const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
export const sandboxUrl = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? 4310)}`;
export const apiGraphqlUrl = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 4300)}/graphql`;
