import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { usedCouponCodesAtom } from '@kori/coupon-state';
import { priceBenefitSlot, useFormatMoney, type PriceBenefitBase, type PriceBenefitRenderer } from '@kori/ui';
import { localIsoDate, type CampaignData } from '../banner/campaign-rules';
import { currentPriceBenefit, priceWithBenefit, type PriceBenefit } from './price-benefit-rules';

export interface CampaignPriceBenefitsProps {
  /** The region's running campaigns, as the root loader gives them (absent in tests and on error pages). */
  campaigns: readonly CampaignData[] | undefined;
  /** The clock (tests fix it). */
  now?: () => Date;
  children: ReactNode;
}

const systemClock = () => new Date();
const noCampaigns: readonly CampaignData[] = [];

function PriceWithBenefitLine({ benefit, base, pending }: { benefit: PriceBenefit; base: PriceBenefitBase; pending: boolean }) {
  const formatMoney = useFormatMoney();
  const price = priceWithBenefit(benefit, base.itemPrice, base.shownPrice);
  if (!price) return null;
  return (
    <p
      className={pending ? 'kori-price-benefit kori-price-benefit--pending' : 'kori-price-benefit'}
      data-campaign-id={benefit.campaignId}
      aria-hidden={pending || undefined}
    >
      <FormattedMessage
        id="campaigns.benefit.priceWithBenefit"
        values={{ price: <strong className="kori-price-benefit__price">{formatMoney(price)}</strong>, code: benefit.code }}
      />
    </p>
  );
}

/**
 * Fills the price-with-benefit slot of product pages and listings with the current campaign's benefit, by the
 * banner's rules and the shopper's used coupon codes. Until the stored codes are loaded (the server's render
 * and the first one in the browser) the line a shopper without used codes would get is rendered invisible,
 * so the decided line takes its place without moving anything; it then shows, or goes for a shopper the
 * campaign no longer applies to.
 */
export function CampaignPriceBenefits({ campaigns = noCampaigns, now = systemClock, children }: CampaignPriceBenefitsProps) {
  const usedCouponCodes = useAtomValue(usedCouponCodesAtom);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setLoaded(true), []);
  const today = loaded ? localIsoDate(now()) : null;
  // One renderer per benefit, so the slots re-render only when the benefit changes.
  const render = useMemo<PriceBenefitRenderer | null>(() => {
    const benefit = currentPriceBenefit(campaigns, today, today ? usedCouponCodes : []);
    const pending = today === null;
    return benefit ? (base) => <PriceWithBenefitLine benefit={benefit} base={base} pending={pending} /> : null;
  }, [campaigns, today, usedCouponCodes]);
  return <priceBenefitSlot.Fill render={render}>{children}</priceBenefitSlot.Fill>;
}
