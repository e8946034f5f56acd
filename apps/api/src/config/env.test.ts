import { EnvValidationError } from '@kori/util-env';
import { apiEnvSchema, loadApiEnv } from './env';

describe('loadApiEnv', () => {
  it('applies the agreed defaults', () => {
    const env = loadApiEnv({});
    expect(env).toMatchObject({
      API_PORT: 4000,
      API_HOST: '127.0.0.1',
      SEED: 'demo',
      LOG_LEVEL: 'info',
      STYTCH_PROJECT_ID: 'project-test-00000000-0000-4000-8000-000000000000',
      STYTCH_SECRET: 'secret-test-kori-sandbox-0000000000',
      STYTCH_BASE_URL: 'http://127.0.0.1:4010/',
      SANDBOX_URL: 'http://127.0.0.1:4010',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR.endsWith('.data')).toBe(true);
    expect(env.PGLITE_DIR).toBe(`${env.DATA_DIR}/pglite`);
  });

  it('reads the variables it is given; an empty one counts as unset', () => {
    const env = loadApiEnv({ API_PORT: '4100', DATABASE_URL: 'postgres://kori@127.0.0.1:5432/kori', SEED: 'none', DATA_DIR: '/tmp/x', LOG_LEVEL: '' });
    expect(env).toMatchObject({ API_PORT: 4100, DATABASE_URL: 'postgres://kori@127.0.0.1:5432/kori', SEED: 'none', PGLITE_DIR: '/tmp/x/pglite', LOG_LEVEL: 'info' });
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadApiEnv({ API_PORT: 'eighty', DATABASE_URL: 'mysql://db', SEED: 'huge', LOG_LEVEL: 'loud', STYTCH_BASE_URL: 'ftp://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvValidationError);
    const problems = (error as EnvValidationError).problems;
    expect(problems).toHaveLength(5);
    for (const name of ['API_PORT', 'DATABASE_URL', 'SEED', 'LOG_LEVEL', 'STYTCH_BASE_URL']) {
      expect(problems.some((problem) => problem.startsWith(`${name}:`))).toBe(true);
    }
    expect(problems.find((p) => p.startsWith('SEED'))).toContain('"huge"');
  });

  it('refuses ports out of range', () => {
    expect(apiEnvSchema().safeParse({ API_PORT: '70000' }).success).toBe(false);
    expect(apiEnvSchema().safeParse({ API_PORT: '0' }).success).toBe(true);
  });
});
