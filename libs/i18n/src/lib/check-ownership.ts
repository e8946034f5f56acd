/** Which key namespaces each catalogue folder owns, e.g. `{ "libs/search/src/messages": ["search"] }`. */
export type MessageOwners = Record<string, readonly string[]>;

function isUnder(key: string, namespace: string): boolean {
  return key === namespace || key.startsWith(`${namespace}.`);
}

/**
 * The folder owning `key` and the namespace it owns it by: the longest namespace the key falls under, so
 * `catalog.pagination` (declared by the ui lib) wins over `catalog` (the catalog lib) for its keys.
 */
export function ownerOf(key: string, owners: MessageOwners): { dir: string; namespace: string } | undefined {
  let found: { dir: string; namespace: string } | undefined;
  for (const [dir, namespaces] of Object.entries(owners)) {
    for (const namespace of namespaces) {
      if (isUnder(key, namespace) && (!found || namespace.length > found.namespace.length)) found = { dir, namespace };
    }
  }
  return found;
}

/**
 * Every ownership problem, as readable lines: a catalogue folder that declares no namespace, a namespace
 * declared twice, and a key a folder holds that is outside its namespaces or owned by another folder.
 * `keysByDir` holds each folder's keys (all languages alike: the catalogue check compares those).
 */
export function checkOwnership(keysByDir: Record<string, readonly string[]>, owners: MessageOwners): string[] {
  const problems: string[] = [];
  const declaredBy = new Map<string, string>();
  for (const [dir, namespaces] of Object.entries(owners)) {
    if (!(dir in keysByDir)) problems.push(`${dir}: declared as a catalogue owner but has no catalogue`);
    for (const namespace of namespaces) {
      const other = declaredBy.get(namespace);
      if (other) problems.push(`${dir}: namespace ${namespace} is declared by ${other} too`);
      else declaredBy.set(namespace, dir);
    }
  }
  for (const [dir, keys] of Object.entries(keysByDir)) {
    if (!owners[dir]?.length) {
      problems.push(`${dir}: declares no namespace`);
      continue;
    }
    for (const key of keys) {
      const owner = ownerOf(key, owners);
      if (!owner || !owners[dir]?.some((namespace) => isUnder(key, namespace))) {
        problems.push(`${dir}: ${key} is outside its namespaces (${owners[dir]?.join(', ')})`);
      } else if (owner.dir !== dir) {
        problems.push(`${dir}: ${key} belongs to ${owner.dir} (namespace ${owner.namespace})`);
      }
    }
  }
  return problems;
}
