import type { Region } from '@kori/i18n';
import { ButtonLink, Money, type TableColumn } from '@kori/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { offerRedirectPath } from '../routing/paths';
import { useCatalogLocale } from '../shared/use-catalog-locale';
import { CatalogTable } from '../shared/catalog-table';
import { FreeDeliveryText, RankReasonText, StockText } from './offer-texts';
import type { ProductDetails, ProductOffer } from './product-data';

/**
 * What the app puts next to an offer's "go to shop" link (the cart's add-to-cart form): a feature cannot
 * import another, so the storefront composes the two through this slot.
 */
export type RenderOfferAction = (offer: ProductOffer) => ReactNode;

export interface OffersTableProps {
  product: Pick<ProductDetails, 'id' | 'name' | 'offers'>;
  region: Region;
  renderOfferAction?: RenderOfferAction;
}

const isFree = (amount: { price: string }) => Number(amount.price) === 0;

const OFFER_COLUMNS: readonly TableColumn[] = [
  { messageId: 'catalog.offers.column.rank' },
  { messageId: 'catalog.offers.column.merchant' },
  { messageId: 'catalog.offers.column.price', className: 'kori-catalog-num' },
  { messageId: 'catalog.offers.column.delivery', className: 'kori-catalog-num' },
  { messageId: 'catalog.offers.column.total', className: 'kori-catalog-num' },
  { messageId: 'catalog.offers.column.stock' },
  { messageId: 'catalog.offers.column.action', visuallyHidden: true },
];

/**
 * The offers in the order the API ranked them (total price to the shopper, out of stock last), with a
 * line that says so. Each offer leaves through the storefront's redirect, which records the click.
 */
export function OffersTable({ product, region, renderOfferAction }: OffersTableProps) {
  const intl = useIntl();
  const locale = useCatalogLocale();
  return (
    <section aria-labelledby="catalog-offers" className="kori-catalog-offers">
      <h2 id="catalog-offers">
        <FormattedMessage id="catalog.offers.title" />
      </h2>
      {product.offers.length === 0 ? (
        <p className="kori-catalog-empty">
          <FormattedMessage id="catalog.offers.empty" />
        </p>
      ) : (
        <>
          <p className="kori-catalog-why">
            <FormattedMessage id="catalog.offers.why" values={{ region }} />
          </p>
          <CatalogTable caption={<FormattedMessage id="catalog.offers.caption" values={{ product: product.name }} />} columns={OFFER_COLUMNS}>
            {product.offers.map((offer) => (
              <OfferRow
                key={offer.id}
                offer={offer}
                href={offerRedirectPath(locale, product.id, offer.id)}
                linkLabel={intl.formatMessage({ id: 'catalog.offers.goToShopLabel' }, { merchant: offer.merchant.title })}
                action={renderOfferAction?.(offer)}
              />
            ))}
          </CatalogTable>
        </>
      )}
    </section>
  );
}

function OfferRow({ offer, href, linkLabel, action }: { offer: ProductOffer; href: string; linkLabel: string; action?: ReactNode }) {
  const outOfStock = offer.stockStatus === 'OUT_OF_STOCK';
  return (
    <tr className={outOfStock ? 'kori-catalog-offer kori-catalog-offer--unavailable' : 'kori-catalog-offer'}>
      <td>{offer.rank}</td>
      <th scope="row">{offer.merchant.title}</th>
      <td className="kori-catalog-num">
        <Money amount={offer.price} />
      </td>
      <td className="kori-catalog-num">
        {isFree(offer.deliveryCost) ? (
          <FormattedMessage id="catalog.offers.freeDelivery" />
        ) : (
          <Money amount={offer.deliveryCost} />
        )}
        <br />
        <small className="kori-catalog-muted">
          <FormattedMessage id="catalog.offers.deliveryDays" values={{ days: offer.merchant.deliveryTerms.deliveryDays }} />
        </small>
        <FreeDeliveryText offer={offer} />
      </td>
      <td className="kori-catalog-num">
        <strong>
          <Money amount={offer.totalPrice} />
        </strong>
        <br />
        <small className="kori-catalog-muted">
          <RankReasonText reason={offer.rankReason} />
        </small>
      </td>
      <td>
        <StockText status={offer.stockStatus} quantity={offer.stockQuantity} />
      </td>
      <td>
        <ButtonLink href={href} rel="nofollow" aria-label={linkLabel} variant={outOfStock ? 'secondary' : 'primary'} size="small">
          <FormattedMessage id="catalog.offers.goToShop" />
        </ButtonLink>
        {action}
      </td>
    </tr>
  );
}
