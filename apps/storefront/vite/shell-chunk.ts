import type { GetModuleInfo, ManualChunkMeta } from 'rollup';

/**
 * A lib's public entry (`libs/<lib>/src/index.ts`): only `export { … } from` lines, no code of its own
 * (shell-chunk.test.ts checks every lib's).
 */
export const LIB_ENTRY = /\/libs\/[^/]+\/src\/index\.ts$/;

/** Rollup's `treeshake.moduleSideEffects`: a lib's entry has none, so what a page does not import from it stays out. */
export function libEntryHasNoSideEffects(id: string): boolean {
  return !LIB_ENTRY.test(id.replaceAll('\\', '/'));
}

const ROOT_ROUTE = /\/app\/root\.tsx$/;

interface AstNode {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: { type: string; imported?: { name?: string; value?: string }; local?: { name?: string; value?: string }; exported?: { name?: string; value?: string } }[];
}

const nameOf = (node: { name?: string; value?: string } | undefined) => node?.name ?? node?.value;

/** The module each static `import … from` / `export … from` source resolved to (Rollup lists them in source order). */
function resolvedSources(body: AstNode[], importedIds: readonly string[]): Map<string, string> {
  const sources: string[] = [];
  for (const node of body) {
    const source = node.source?.value;
    if (typeof source === 'string' && /^(Import|ExportNamed|ExportAll)Declaration$/.test(node.type) && !sources.includes(source)) sources.push(source);
  }
  const resolved = new Map<string, string>();
  sources.forEach((source, index) => {
    const id = importedIds[index];
    if (id) resolved.set(source, id);
  });
  return resolved;
}

/**
 * Every module the root route runs: its static imports, followed through a lib's entry only to the modules
 * whose exports it names (an entry re-exports the whole lib; the rest of it is the pages' business).
 * Dynamic imports are not followed: what the root fetches on demand stays out.
 */
export function modulesTheRootRuns(rootId: string, getModuleInfo: GetModuleInfo): Set<string> {
  const runs = new Set<string>();
  const visitedExports = new Set<string>();
  const bodyOf = (id: string) => {
    const info = getModuleInfo(id);
    const body = (info?.ast as { body?: AstNode[] } | null | undefined)?.body;
    return info && body ? { body, sources: resolvedSources(body, info.importedIds) } : null;
  };
  const visit = (id: string) => {
    if (runs.has(id)) return;
    runs.add(id);
    const module = bodyOf(id);
    if (!module) return;
    for (const node of module.body) {
      const source = node.source?.value;
      const target = typeof source === 'string' ? module.sources.get(source) : undefined;
      if (!target) continue;
      if (node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration') use(target, node);
      else if (node.type === 'ExportAllDeclaration') visit(target);
    }
  };
  const use = (target: string, node: AstNode) => {
    if (!LIB_ENTRY.test(target.replaceAll('\\', '/'))) return visit(target);
    for (const specifier of node.specifiers ?? []) {
      const name = specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported) : specifier.type === 'ExportSpecifier' ? nameOf(specifier.local) : undefined;
      if (name) followExport(target, name);
      else visit(target); // a namespace or default import takes the whole entry
    }
  };
  const followExport = (entryId: string, name: string) => {
    const key = `${entryId}#${name}`;
    if (visitedExports.has(key)) return;
    visitedExports.add(key);
    runs.add(entryId);
    const module = bodyOf(entryId);
    if (!module) return;
    for (const node of module.body) {
      if (node.type !== 'ExportNamedDeclaration' || typeof node.source?.value !== 'string') continue;
      const target = module.sources.get(node.source.value);
      const specifier = node.specifiers?.find((candidate) => nameOf(candidate.exported) === name);
      if (!target || !specifier) continue;
      if (LIB_ENTRY.test(target.replaceAll('\\', '/'))) followExport(target, nameOf(specifier.local) ?? name);
      else visit(target);
      return;
    }
    visit(entryId); // not found by name: keep the whole entry rather than guess
  };
  visit(rootId);
  return runs;
}

/**
 * `output.manualChunks` of the browser build: the app's and libs' modules the root route runs form one
 * `shell` chunk. Every page loads the root, so these run on every page; left to Rollup, a small one shared
 * with a few pages became a chunk of its own and `experimentalMinChunkSize` merged it into one of those
 * pages' chunks, which every page then loaded (the home page, the Black Friday page and the price alerts
 * page were loaded by the product page). Packages stay with `frameworkChunk` or Rollup.
 */
export function createShellChunk(): (id: string, meta: Pick<ManualChunkMeta, 'getModuleInfo' | 'getModuleIds'>) => string | undefined {
  // One set per build (the browser and the server build each ask with their own `getModuleInfo`).
  const shellByBuild = new WeakMap<GetModuleInfo, Set<string>>();
  return (id, { getModuleInfo, getModuleIds }) => {
    let shell = shellByBuild.get(getModuleInfo);
    if (!shell) {
      const rootId = [...getModuleIds()].find((candidate) => ROOT_ROUTE.test(candidate.replaceAll('\\', '/')));
      shell = rootId ? modulesTheRootRuns(rootId, getModuleInfo) : new Set<string>();
      shellByBuild.set(getModuleInfo, shell);
    }
    const path = id.replaceAll('\\', '/');
    // A lib's entry has no code; in the chunk it would still tie the rest of its lib to every page.
    return shell.has(id) && !path.includes('/node_modules/') && !LIB_ENTRY.test(path) ? 'shell' : undefined;
  };
}
