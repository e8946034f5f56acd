import { join, resolve } from 'node:path';
import { EnvValidationError } from '@kori/util-env';
import { DEFAULT_MAIL_API_TOKEN, DEFAULT_MERCHANT_AGENT_TOKEN, DEFAULT_STYTCH_PROJECT_ID, DEFAULT_STYTCH_SECRET, defaultStateFile, findRepoRoot, loadSandboxEnv } from './env';

describe('loadSandboxEnv', () => {
  it('applies the agreed defaults, with DATA_DIR under the repository root', () => {
    const env = loadSandboxEnv({});
    expect(env).toEqual({
      SANDBOX_PORT: 4010,
      SANDBOX_HOST: '127.0.0.1',
      DATA_DIR: join(resolve(__dirname, '../../..'), '.data'),
      STYTCH_PROJECT_ID: DEFAULT_STYTCH_PROJECT_ID,
      STYTCH_SECRET: DEFAULT_STYTCH_SECRET,
      LOG_LEVEL: 'info',
      MERCHANT_AGENT_TOKEN: DEFAULT_MERCHANT_AGENT_TOKEN,
      MAIL_API_TOKEN: DEFAULT_MAIL_API_TOKEN,
      SEED: 'demo',
      SEED_NAME: 'kori',
    });
    expect(defaultStateFile(env)).toBe(join(env.DATA_DIR, 'sandbox', 'state.json'));
  });

  it('reads the API\'s SEED: its `none` means the demo catalogue a first start seeds', () => {
    expect(loadSandboxEnv({ SEED: 'tiny' }).SEED).toBe('tiny');
    expect(loadSandboxEnv({ SEED: 'none' }).SEED).toBe('demo');
    expect(() => loadSandboxEnv({ SEED: 'huge' })).toThrow(EnvValidationError);
  });

  it('takes values from the environment', () => {
    const env = loadSandboxEnv({ SANDBOX_PORT: '4999', DATA_DIR: '/tmp/kori-data', LOG_LEVEL: 'warn', STYTCH_PROJECT_ID: 'project-live-x' });
    expect(env).toMatchObject({ SANDBOX_PORT: 4999, DATA_DIR: '/tmp/kori-data', LOG_LEVEL: 'warn', STYTCH_PROJECT_ID: 'project-live-x' });
  });

  it('names each bad variable', () => {
    expect(() => loadSandboxEnv({ SANDBOX_PORT: '70000', LOG_LEVEL: 'chatty' })).toThrow(EnvValidationError);
    try {
      loadSandboxEnv({ SANDBOX_PORT: '70000', LOG_LEVEL: 'chatty' });
    } catch (error) {
      const problems = (error as EnvValidationError).problems;
      expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['LOG_LEVEL', 'SANDBOX_PORT']);
    }
  });
});

describe('findRepoRoot', () => {
  it('walks up to the folder with nx.json', () => {
    expect(findRepoRoot(__dirname)).toBe(resolve(__dirname, '../../..'));
  });
});
