import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../layout/heading';
import { productPath } from './catalog-paths';
import type { MoneyAmount } from './money';
import { priceBenefitSlot, type PriceBenefitBase } from './price-benefit-slot';
import { PriceLine } from './price-line';
import { ProductImage } from './product-image';

/** What a card shows of a product; features map their query results to it. */
export interface ProductCardProduct {
  name: string;
  brandName: string;
  imageUrl: string;
  /** The product page's address. */
  href: string;
}

/** A product as the catalogue queries select it (name, brand, image and what its address is made of). */
export interface ProductIdentity {
  id: string;
  slug: string;
  name: string;
  imageUrl: string;
  brand: { name: string };
  category: { id: string };
}

/** What a card shows of a product from a query's result, its address included. */
export function cardProductOf(product: ProductIdentity): ProductCardProduct {
  return { name: product.name, brandName: product.brand.name, imageUrl: product.imageUrl, href: productPath(product) };
}

/** A reduced price: how far it is below its usual price, and the lowest price of the previous 30 days. */
export interface ProductCardReduction {
  /** The size of the reduction in the feature's words (e.g. "12% vs. lowest price in 30 days"); optional. */
  description?: ReactNode;
  lowest30Days: MoneyAmount | null;
}

export interface ProductCardProps {
  product: ProductCardProduct;
  headingLevel?: HeadingLevel;
  /** The grid's first cards are in the first screen: their images load at once (LCP). */
  imagePriority?: boolean;
  /** The price line(s), worded by the listing that shows the card. */
  price: ReactNode;
  /** The prices behind `price`: a campaign's price with benefit shows under it where one applies. */
  benefitBase?: PriceBenefitBase | null;
  /** Set when the price shown is a reduction; the card then shows the lowest price of the previous 30 days. */
  reduction?: ProductCardReduction | null;
  /** Further lines under the price (offer count, price with delivery, trend). */
  children?: ReactNode;
}

/**
 * The one product card of every listing. Wherever a reduction is shown, the lowest price of the previous
 * 30 days is shown next to it (EU Omnibus rule): the card, not each listing, owns that line.
 * The name link covers the whole card, so the card is one click target and one tab stop.
 */
export function ProductCard({ product, headingLevel = 3, imagePriority = false, price, benefitBase, reduction, children }: ProductCardProps) {
  return (
    <article className="kori-catalog-card">
      {/* The name next to it says what the picture shows, so the image itself is decorative here. */}
      <ProductImage src={product.imageUrl} alt="" priority={imagePriority} />
      <Heading level={headingLevel} className="kori-catalog-card__title">
        <Link to={product.href} className="kori-catalog-card__link">
          {product.name}
        </Link>
      </Heading>
      <p className="kori-catalog-card__brand">{product.brandName}</p>
      {price}
      {benefitBase ? <priceBenefitSlot.Outlet itemPrice={benefitBase.itemPrice} shownPrice={benefitBase.shownPrice} /> : null}
      {reduction?.description && <p className="kori-catalog-badge">{reduction.description}</p>}
      <PriceLine messageId="catalog.price.lowest30Days" amount={reduction?.lowest30Days} className="kori-catalog-omnibus" />
      {children}
    </article>
  );
}
