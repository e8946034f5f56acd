// Addresses of the catalogue pages, which every listing links to. Every segment is encoded: ids and slugs come from the API.

const segment = (value: string) => encodeURIComponent(value);

export function categoryPath(categoryId: string, page = 1): string {
  const path = `/${segment(categoryId)}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

export function productPath(product: { id: string; slug: string; category: { id: string } }): string {
  return `/${segment(product.category.id)}/${segment(product.slug)}/${segment(product.id)}`;
}
