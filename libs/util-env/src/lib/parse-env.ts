import type { z } from 'zod';

/** Thrown at boot when the environment does not satisfy an app's schema; lists every bad variable. */
export class EnvValidationError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvValidationError';
  }
}

/**
 * Validates process.env (or a given record) against a zod object schema at boot.
 * Each failing variable gets its own line naming it, so a misconfigured deploy says exactly what to fix.
 */
export function parseEnv<S extends z.ZodType>(schema: S, source: Record<string, string | undefined> = process.env): z.infer<S> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const value = issue.path.length ? source[String(issue.path[0])] : undefined;
    const shown = value === undefined ? 'unset' : `got ${JSON.stringify(value)}`;
    return `${name}: ${issue.message} (${shown})`;
  });
  throw new EnvValidationError(problems);
}
