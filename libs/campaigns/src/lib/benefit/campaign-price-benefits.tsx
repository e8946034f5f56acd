import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { usedCouponCodesAtom } from '@kori/coupon-state';
import { priceBenefitSlot, useFormatMoney, type PriceBenefitBase, type PriceBenefitRenderer } from '@kori/ui';
import { localIsoDate, type CampaignData } from '../banner/campaign-rules';
import { currentPriceBenefit, priceWithBenefit, type PriceBenefit } from './price-benefit-rules';

export interface CampaignPriceBenefitsProps {
  /** The region's running campaigns (as the root loader streams them: a promise, or the list). */
  campaigns: Promise<CampaignData[]> | readonly CampaignData[] | undefined;
  /** The clock (tests fix it). */
  now?: () => Date;
  children: ReactNode;
}

const systemClock = () => new Date();

/** The campaigns once the streamed promise settles (an empty list when it fails). */
function useSettledCampaigns(campaigns: CampaignPriceBenefitsProps['campaigns']): readonly CampaignData[] {
  const [settled, setSettled] = useState<readonly CampaignData[]>([]);
  useEffect(() => {
    let current = true;
    Promise.resolve(campaigns ?? [])
      .then((list) => {
        if (current) setSettled(list);
      })
      .catch(() => {
        if (current) setSettled([]);
      });
    return () => {
      current = false;
    };
  }, [campaigns]);
  return settled;
}

function PriceWithBenefitLine({ benefit, base }: { benefit: PriceBenefit; base: PriceBenefitBase }) {
  const formatMoney = useFormatMoney();
  const price = priceWithBenefit(benefit, base.itemPrice, base.shownPrice);
  if (!price) return null;
  return (
    <p className="kori-price-benefit" data-campaign-id={benefit.campaignId}>
      <FormattedMessage
        id="campaigns.benefit.priceWithBenefit"
        values={{ price: <strong className="kori-price-benefit__price">{formatMoney(price)}</strong>, code: benefit.code }}
      />
    </p>
  );
}

/**
 * Fills the price-with-benefit slot of product pages and listings with the current campaign's benefit, by the
 * banner's rules and the shopper's used coupon codes. Nothing shows until the stored codes are loaded (after
 * the first render) and the campaigns have arrived.
 */
export function CampaignPriceBenefits({ campaigns, now = systemClock, children }: CampaignPriceBenefitsProps) {
  const list = useSettledCampaigns(campaigns);
  const usedCouponCodes = useAtomValue(usedCouponCodesAtom);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setLoaded(true), []);
  const today = loaded ? localIsoDate(now()) : null;
  // One renderer per benefit, so the slots re-render only when the benefit changes.
  const render = useMemo<PriceBenefitRenderer | null>(() => {
    const benefit = today ? currentPriceBenefit(list, today, usedCouponCodes) : null;
    return benefit ? (base) => <PriceWithBenefitLine benefit={benefit} base={base} /> : null;
  }, [list, today, usedCouponCodes]);
  return <priceBenefitSlot.Fill render={render}>{children}</priceBenefitSlot.Fill>;
}
