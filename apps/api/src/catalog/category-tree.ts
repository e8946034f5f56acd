import type { CategoryRow } from '../db/schema';
import type { Language } from '@kori/region';

/**
 * The whole category tree in memory (a few hundred rows at most): parent/children/path lookups and
 * product counts per subtree without a query each.
 */
export class CategoryTree {
  private readonly byId = new Map<string, CategoryRow>();
  private readonly childrenById = new Map<string | null, CategoryRow[]>();
  private readonly subtreeCounts = new Map<string, number>();

  constructor(rows: readonly CategoryRow[], directProductCounts: ReadonlyMap<string, number> = new Map()) {
    for (const row of rows) this.byId.set(row.id, row);
    for (const row of rows) {
      const siblings = this.childrenById.get(row.parentId) ?? [];
      siblings.push(row);
      this.childrenById.set(row.parentId, siblings);
    }
    for (const siblings of this.childrenById.values()) siblings.sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
    const count = (id: string): number => {
      const own = directProductCounts.get(id) ?? 0;
      const total = this.children(id).reduce((sum, child) => sum + count(child.id), own);
      this.subtreeCounts.set(id, total);
      return total;
    };
    for (const root of this.roots()) count(root.id);
  }

  get(id: string): CategoryRow | undefined {
    return this.byId.get(id);
  }

  roots(): CategoryRow[] {
    return this.childrenById.get(null) ?? [];
  }

  children(id: string): CategoryRow[] {
    return this.childrenById.get(id) ?? [];
  }

  /** Root first, the category itself last. */
  path(id: string): CategoryRow[] {
    const path: CategoryRow[] = [];
    for (let node = this.byId.get(id); node; node = node.parentId ? this.byId.get(node.parentId) : undefined) {
      path.unshift(node);
      if (path.length > 10) break; // a cycle would be a data error; never loop forever
    }
    return path;
  }

  /** The category and every category below it. */
  subtreeIds(id: string): string[] {
    const out: string[] = [];
    const walk = (current: string) => {
      out.push(current);
      for (const child of this.children(current)) walk(child.id);
    };
    if (this.byId.has(id)) walk(id);
    return out;
  }

  /** Products in the category and its descendants. */
  productCount(id: string): number {
    return this.subtreeCounts.get(id) ?? 0;
  }

  /** The child of `ancestorId` (or root when null) on the way down to `id`, if `id` lies below it. */
  branchUnder(ancestorId: string | null, id: string): CategoryRow | undefined {
    const path = this.path(id);
    if (ancestorId === null) return path[0];
    const index = path.findIndex((node) => node.id === ancestorId);
    return index >= 0 ? path[index + 1] : undefined;
  }

  all(): CategoryRow[] {
    return [...this.byId.values()];
  }
}

export function categoryName(category: CategoryRow, language: Language): string {
  switch (language) {
    case 'en':
      return category.nameEn;
    case 'sv':
      return category.nameSv;
    case 'nl':
      return category.nameNl;
    default:
      return category.nameFi;
  }
}
