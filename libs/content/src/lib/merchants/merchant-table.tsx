import { formatMoney, type Region } from '@kori/i18n';
import { TableHead, type TableColumn } from '@kori/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useContentLocale } from '../shared/use-content-locale';
import type { ListedMerchant } from '../pages/content-data';

type Money = { price: string; currency: string };
type DeliveryType = ListedMerchant['deliveryTerms']['deliveryTypes'][number];

const DELIVERY_TYPE_MESSAGES: Record<DeliveryType, string> = {
  HOME_DELIVERY: 'content.merchant.deliveryType.homeDelivery',
  PICKUP_DELIVERY: 'content.merchant.deliveryType.pickupDelivery',
  STORE_PICKUP: 'content.merchant.deliveryType.storePickup',
};

const CAPTION_ID = 'merchant-table-caption';

const isZero = (amount: Money) => Number(amount.price) === 0;

// A merchant's address comes from the API; only web addresses become links (never javascript: and the like).
const isWebAddress = (url: string) => /^https?:\/\/[^\s]+$/i.test(url);

function MoneyText({ amount }: { amount: Money }) {
  const locale = useContentLocale();
  return <data value={amount.price}>{formatMoney(amount, locale)}</data>;
}

function MerchantRow({ merchant }: { merchant: ListedMerchant }) {
  const intl = useIntl();
  const terms = merchant.deliveryTerms;
  return (
    <tr>
      <th scope="row">
        {isWebAddress(merchant.websiteUrl) ? (
          <a href={merchant.websiteUrl} rel="noopener nofollow">
            {merchant.title}
          </a>
        ) : (
          merchant.title
        )}
        {merchant.name !== merchant.title ? <span className="kori-content-muted kori-content-block">{merchant.name}</span> : null}
      </th>
      <td className="kori-content-num">
        {isZero(terms.deliveryCost) ? <FormattedMessage id="content.merchant.freeDelivery" /> : <MoneyText amount={terms.deliveryCost} />}
      </td>
      <td className="kori-content-num">
        {isZero(terms.deliveryCost) ? (
          <FormattedMessage id="content.merchant.freeDeliveryAlways" />
        ) : terms.freeDeliveryThreshold ? (
          <MoneyText amount={terms.freeDeliveryThreshold} />
        ) : (
          <FormattedMessage id="content.merchant.freeDeliveryNever" />
        )}
      </td>
      <td>
        <FormattedMessage id="content.merchant.deliveryDays" values={{ days: terms.deliveryDays }} />
      </td>
      <td>
        <ul className="kori-content-plain-list">
          {terms.deliveryTypes.map((type) => (
            <li key={type}>
              <FormattedMessage id={DELIVERY_TYPE_MESSAGES[type]} />
            </li>
          ))}
        </ul>
      </td>
      <td className="kori-content-num">
        {merchant.rating === null ? (
          <FormattedMessage id="content.merchant.noRating" />
        ) : (
          intl.formatNumber(merchant.rating, { style: 'percent', maximumFractionDigits: 0 })
        )}
      </td>
    </tr>
  );
}

export interface MerchantTableProps {
  region: Region;
  /** null: the list could not be loaded. */
  merchants: readonly ListedMerchant[] | null;
}

const MERCHANT_COLUMNS: readonly TableColumn[] = [
  { messageId: 'content.merchant.column.merchant' },
  { messageId: 'content.merchant.column.deliveryCost', className: 'kori-content-num' },
  { messageId: 'content.merchant.column.freeDeliveryFrom', className: 'kori-content-num' },
  { messageId: 'content.merchant.column.deliveryTime' },
  { messageId: 'content.merchant.column.deliveryMethods' },
  { messageId: 'content.merchant.column.onTime', className: 'kori-content-num' },
];

/** The merchants delivering to the shopper's region with their delivery terms, or why there are none. */
export function MerchantTable({ region, merchants }: MerchantTableProps) {
  if (merchants === null) {
    return (
      <p className="kori-content-notice">
        <FormattedMessage id="content.merchant.unavailable" />
      </p>
    );
  }
  if (merchants.length === 0) {
    return (
      <p className="kori-content-notice">
        <FormattedMessage id="content.merchant.empty" values={{ region }} />
      </p>
    );
  }
  return (
    // A wide table scrolls inside its own box; the box is focusable so keyboard users can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="kori-content-table-scroll" role="region" aria-labelledby={CAPTION_ID} tabIndex={0}>
      <table className="kori-content-table kori-content-merchants">
        <caption id={CAPTION_ID}>
          <FormattedMessage id="content.merchant.table.caption" values={{ region, count: merchants.length }} />
        </caption>
        <TableHead columns={MERCHANT_COLUMNS} />
        <tbody>
          {merchants.map((merchant) => (
            <MerchantRow key={merchant.id} merchant={merchant} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
