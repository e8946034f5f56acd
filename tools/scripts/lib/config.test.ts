import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** appEnv as `npm start`, `npm run dev` and the browser journeys get it (run in a child: the module is ESM). */
function appEnvOf(extraJson = '{}'): Record<string, string> {
  const configModule = join(__dirname, 'config.mjs');
  const script = `import { appEnv, appPorts } from ${JSON.stringify(configModule)}; console.log(JSON.stringify(appEnv(appPorts({}), ${extraJson})));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as Record<string, string>;
}

describe('appEnv', () => {
  it('marks local runs as not a deployment, so the sandbox settings they use are accepted', () => {
    expect(appEnvOf()).toMatchObject({ KORI_DEPLOYMENT: '0', STYTCH_BASE_URL: 'http://127.0.0.1:4010/', API_URL: 'http://127.0.0.1:4000/graphql', STOREFRONT_ORIGIN: 'http://127.0.0.1:3000' });
  });

  it('tells the payment providers where the storefront (returns) and the API (webhooks) are', () => {
    expect(appEnvOf()).toMatchObject({ STOREFRONT_ORIGIN: 'http://127.0.0.1:3000', KORI_API_URL: 'http://127.0.0.1:4000' });
  });
});
