import { FormattedDate, FormattedMessage } from 'react-intl';
import type { Region } from '@kori/region';

/** Dates are shown in the time zone of the region the order was placed in, the same on server and browser. */
export const REGION_TIME_ZONES: Record<Region, string> = { FI: 'Europe/Helsinki', SE: 'Europe/Stockholm', NL: 'Europe/Amsterdam' };

export function OrderDate({ iso, region, withTime = false }: { iso: string; region: Region; withTime?: boolean }) {
  return (
    <time dateTime={iso}>
      <FormattedDate
        value={iso}
        timeZone={REGION_TIME_ZONES[region]}
        day="numeric"
        month="long"
        year="numeric"
        {...(withTime ? { hour: '2-digit', minute: '2-digit' } : {})}
      />
    </time>
  );
}

export function PaymentMethodName({ method }: { method: string }) {
  return <FormattedMessage id={`orders.paymentMethod.${method}`} />;
}

export function MilestoneName({ milestone }: { milestone: string }) {
  return <FormattedMessage id={`orders.milestone.${milestone}`} />;
}

export function InvoiceStatusName({ status }: { status: string }) {
  return <FormattedMessage id={`orders.invoiceStatus.${status}`} />;
}
