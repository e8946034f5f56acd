import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { CatalogueCache } from '../catalog/catalogue-cache';
import { queryRows, type Database } from '../db/database';
import { productIconForCategory } from '../images/product-icon-for-category';
import { productImageSvg } from '../images/product-image-svg';
import { sendJson } from './send';

export const PRODUCT_IMAGE_PATH = /^\/images\/products\/(\d{1,9})\.svg$/;

/** GET /images/products/<id>.svg: the product's generated picture, cacheable for a day. */
export async function handleProductImage(
  req: IncomingMessage,
  res: ServerResponse,
  productId: number,
  deps: { db: Database; catalogue: CatalogueCache },
): Promise<void> {
  const [product] = await queryRows<{ id: number; name: string; category_id: string; brand: string }>(
    deps.db,
    sql`select p.id, p.name, p.category_id, b.name as brand from products p join brands b on b.id = p.brand_id where p.id = ${productId}`,
  );
  if (!product) {
    sendJson(res, 404, { error: 'No such product image' });
    return;
  }
  const icon = productIconForCategory(await deps.catalogue.categoryTree(), product.category_id);
  const svg = productImageSvg({ id: product.id, name: product.name, brand: product.brand, icon });
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  const headers = { etag, 'cache-control': 'public, max-age=86400', 'content-type': 'image/svg+xml; charset=utf-8' };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(svg), 'x-content-type-options': 'nosniff' });
  res.end(req.method === 'HEAD' ? undefined : svg);
}
