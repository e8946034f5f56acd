import type { CategoryTree } from '../catalog/category-tree';
import { categoryTree as seedTree, productFamilies, type ProductIcon, type SeedCategory } from '@kori/catalogue-seed/server';

// Leaf categories of the catalogue know their product family and so their picture.
const iconByCategory = new Map<string, ProductIcon>();
const collect = (node: SeedCategory) => {
  const family = node.family ? productFamilies[node.family] : undefined;
  if (family) iconByCategory.set(node.id, family.icon);
  node.children.forEach(collect);
};
seedTree.forEach(collect);

/** The picture for a product in `categoryId`: its own category's, else the nearest ancestor's. */
export function productIconForCategory(tree: CategoryTree, categoryId: string): ProductIcon | 'generic' {
  for (const category of [...tree.path(categoryId)].reverse()) {
    const icon = iconByCategory.get(category.id);
    if (icon) return icon;
  }
  return iconByCategory.get(categoryId) ?? 'generic';
}
