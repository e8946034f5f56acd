// Jest's globalSetup runs outside the module sandbox, so the moduleNameMapper for @kori/<lib> does
// not apply there; this maps the same tsconfig aliases onto Node's resolver for that one run.
import Module from 'node:module';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pathsToModuleNameMapper } = require('../../../../tools/jest/paths.cjs') as { pathsToModuleNameMapper(): Record<string, string> };

type Resolve = (request: string, ...rest: unknown[]) => string;
const moduleWithResolver = Module as unknown as { _resolveFilename: Resolve };
const aliases = new Map(Object.entries(pathsToModuleNameMapper()).map(([pattern, target]) => [new RegExp(pattern), target]));
const resolve = moduleWithResolver._resolveFilename;

moduleWithResolver._resolveFilename = function resolveWithAliases(this: unknown, request: string, ...rest: unknown[]): string {
  for (const [pattern, target] of aliases) if (pattern.test(request)) return resolve.call(this, target, ...rest);
  return resolve.call(this, request, ...rest);
};
