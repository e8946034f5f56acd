// Finds import circles in a module graph. Only runtime imports count: `import type` and `export type`
// vanish at compile time, and dynamic `import()` loads lazily, so neither makes evaluation order matter.

const STATIC_IMPORT = /^\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const SIDE_EFFECT_IMPORT = /^\s*import\s+['"]([^'"]+)['"]/gm;

/** Module specifiers a source file imports at run time, in order of appearance. */
export function runtimeImports(source: string): string[] {
  const found: { at: number; specifier: string }[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const [, , typeOnly, clause = '', specifier = ''] = match;
    if (typeOnly) continue;
    // `import { type A, type B } from` imports nothing at run time either.
    const braces = /^\{([^}]*)\}$/.exec(clause.trim());
    if (braces && (braces[1] ?? '').split(',').every((name) => name.trim() === '' || name.trim().startsWith('type '))) continue;
    found.push({ at: match.index ?? 0, specifier });
  }
  for (const match of source.matchAll(SIDE_EFFECT_IMPORT)) found.push({ at: match.index ?? 0, specifier: match[1] ?? '' });
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.specifier);
}

/**
 * Every strongly connected group of more than one module (or a module importing itself), each given as
 * one circle through it, starting and ending at its first module in sort order.
 */
export function findImportCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const of = (map: Map<string, number>, key: string) => map.get(key) ?? 0;

  // Iterative Tarjan: the workspace graph is deep enough to make recursion a risk.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (!frame) break;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++] ?? '';
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(of(low, frame.node), of(index, target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(of(low, parent.node), of(low, frame.node)));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop() ?? frame.node;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        const [only] = group;
        const selfLoop = group.length === 1 && only !== undefined && (graph.get(only) ?? []).includes(only);
        if (group.length > 1 || selfLoop) groups.push(group);
      }
    }
  }
  return groups.map((group) => circleThrough(graph, new Set(group))).sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** A shortest circle from the group's first module back to itself, staying inside the group. */
function circleThrough(graph: ReadonlyMap<string, readonly string[]>, group: ReadonlySet<string>): string[] {
  const first = [...group].sort()[0] ?? '';
  const previous = new Map<string, string>();
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift() ?? first;
    for (const target of graph.get(node) ?? []) {
      if (!group.has(target)) continue;
      if (target === first) {
        const path = [first];
        for (let at = node; at !== first; at = previous.get(at) ?? first) path.splice(1, 0, at);
        return [...path, first];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [first, first];
}
