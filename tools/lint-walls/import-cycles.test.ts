import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { findImportCycles, runtimeImports } from './import-cycles';

// No module of the workspace may import itself back through a chain of runtime imports: circles make
// evaluation order matter (a half-initialised module) and tie files that should not know each other.
const root = join(__dirname, '../..');
const SOURCE_ROOTS = ['libs', 'apps/api/src', 'apps/sandbox/src', 'apps/storefront/app', 'apps/storefront/server'];
const SKIPPED = new Set(['node_modules', 'generated', 'build', 'dist', '__fixtures__']);

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) sourceFiles(join(dir, entry.name), found);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
      found.push(join(dir, entry.name));
    }
  }
  return found;
}

const aliases: Record<string, string[]> = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(from), specifier));
  const target = aliases[specifier]?.[0];
  return target ? resolveFile(join(root, target)) : null;
}

describe('import circles', () => {
  it('finds a circle in a made-up graph, and ignores type-only imports', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findImportCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(runtimeImports("import type { A } from './a';\nimport { b } from './b';\nexport { c } from './c';\nexport type { D } from './d';")).toEqual([
      './b',
      './c',
    ]);
  });

  it('there are none among the workspace sources', () => {
    const files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(join(root, dir)));
    const graph = new Map<string, string[]>();
    for (const file of files) {
      const targets = runtimeImports(readFileSync(file, 'utf8'))
        .map((specifier) => resolveImport(file, specifier))
        .filter((target): target is string => target !== null);
      graph.set(relative(root, file), targets.map((target) => relative(root, target)));
    }
    expect(graph.size).toBeGreaterThan(500);
    expect(findImportCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
