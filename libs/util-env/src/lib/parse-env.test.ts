import { z } from 'zod';
import { EnvValidationError, parseEnv } from './parse-env';

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

describe('parseEnv', () => {
  it('applies defaults and coerces', () => {
    expect(parseEnv(schema, { PORT: '5000' })).toEqual({ PORT: 5000, LOG_LEVEL: 'info' });
  });

  it('names every bad variable with its value', () => {
    let error: unknown;
    try {
      parseEnv(schema, { PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'nope' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvValidationError);
    const problems = (error as EnvValidationError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.find((p) => p.startsWith('PORT:'))).toContain('got "abc"');
    expect(problems.find((p) => p.startsWith('LOG_LEVEL:'))).toContain('got "loud"');
    expect(problems.find((p) => p.startsWith('DATABASE_URL:'))).toBeDefined();
  });
});
