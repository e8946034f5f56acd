// Jest's globalSetup runs outside the module sandbox, so the moduleNameMapper for @kori/<lib> does
// not apply there; this maps the same tsconfig aliases onto Node's resolver for that one run.
import Module from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot } from '../config/repo-root';

type Resolve = (request: string, ...rest: unknown[]) => string;
const moduleWithResolver = Module as unknown as { _resolveFilename: Resolve };
const root = findRepoRoot();
const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };
const aliases = new Map(Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target = '']]) => [alias, join(root, target)]));
const resolve = moduleWithResolver._resolveFilename;

moduleWithResolver._resolveFilename = function resolveWithAliases(this: unknown, request: string, ...rest: unknown[]): string {
  return resolve.call(this, aliases.get(request) ?? request, ...rest);
};
