import { Link } from '@remix-run/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usedCouponCodesAtom } from '@kori/coupon-state';
import { formatDate } from '@kori/i18n';
import { graphqlLanguage, isLocale } from '@kori/region';
import { bannerIn, decideBanner, localIsoDate, type CampaignData } from './campaign-rules';
import { rememberBannerHidden } from './banner-space-cookie';
import { campaignDismissalAtom, dismissCampaignAtom } from './campaign-dismissal';

export interface CampaignBannerProps {
  /** The region's running campaigns, newest start first (as the API sends them). */
  campaigns: readonly CampaignData[];
  /**
   * Whether to keep the banner's space until the stored values are read: false when the server saw this
   * browser's "banner hidden" hint, so a banner that will not show leaves no gap to close.
   */
  keepSpace?: boolean;
  /** The clock (tests fix it). */
  now?: () => Date;
}

const systemClock = () => new Date();

/**
 * The current campaign's banner: its text (the short one on narrow screens), its last day, the code, a link to
 * the offer and to the terms, and a close button. No banner shows until the stored coupon codes and dismissal are
 * loaded (after the first render), so a banner never flashes up only to disappear; until then an empty space of
 * the banner's size is kept where a campaign may show.
 */
export function CampaignBanner({ campaigns, keepSpace = true, now = systemClock }: CampaignBannerProps) {
  const intl = useIntl();
  const usedCouponCodes = useAtomValue(usedCouponCodesAtom);
  const dismissal = useAtomValue(campaignDismissalAtom);
  const setDismissal = useSetAtom(campaignDismissalAtom);
  const dismiss = useSetAtom(dismissCampaignAtom);
  // Stored values load when the atoms above mount (their effects run before this one).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setLoaded(true), []);

  const today = loaded ? localIsoDate(now()) : null;
  const decision = today ? decideBanner({ campaigns, today, usedCouponCodes, dismissal }) : null;
  const removeDismissal = decision?.removeDismissal ?? false;
  useEffect(() => {
    if (removeDismissal) setDismissal(null);
  }, [removeDismissal, setDismissal]);

  const campaign = decision?.campaign;
  const mayShow = campaigns.some((listed) => listed.isActive);
  const shown = Boolean(campaign);
  // The next page's server keeps the space only while this browser's banner shows.
  const decided = decision !== null;
  useEffect(() => {
    if (decided && mayShow) rememberBannerHidden(!shown);
  }, [decided, mayShow, shown]);
  // Until the stored values are read, the space a banner takes is kept empty wherever a campaign may show
  // (the server renders it too), so a banner that then appears pushes nothing down.
  if (!loaded) return mayShow && keepSpace ? <div className="kori-campaign-space" aria-hidden="true" /> : null;
  if (!campaign || !today) return null;
  const locale = isLocale(intl.locale) ? intl.locale : 'fi-FI';
  const language = graphqlLanguage(locale);
  const banner = bannerIn(campaign, language);
  const code = campaign.discountPromotion?.discountCode;
  const headingId = `campaign-banner-${campaign.id}`;

  return (
    <div className="kori-campaign-space">
      <aside className="kori-campaign-banner" aria-labelledby={headingId} data-campaign-id={campaign.id}>
        <p className="kori-campaign-banner__text" id={headingId}>
          <span className="kori-campaign-banner__full">{banner.text}</span>
          <span className="kori-campaign-banner__short">{banner.shortText}</span>
        </p>
        {banner.blurb ? <p className="kori-campaign-banner__blurb">{banner.blurb}</p> : null}
        <p className="kori-campaign-banner__period">
          <FormattedMessage id="campaigns.banner.validUntil" values={{ date: formatDate(campaign.duration.end, locale) }} />
        </p>
        <div className="kori-campaign-banner__actions">
          {code ? (
            <p className="kori-campaign-banner__code">
              <FormattedMessage id="campaigns.banner.code" values={{ code: <strong>{code}</strong> }} />
            </p>
          ) : null}
          {campaign.link ? (
            <Link className="kori-campaign-banner__link" to={campaign.link}>
              <FormattedMessage id="campaigns.banner.cta" />
            </Link>
          ) : null}
          {banner.readMoreLink ? (
            <Link className="kori-campaign-banner__link" to={banner.readMoreLink}>
              <FormattedMessage id="campaigns.banner.readMore" />
            </Link>
          ) : null}
        </div>
        <button
          type="button"
          className="kori-campaign-banner__close"
          aria-label={intl.formatMessage({ id: 'campaigns.banner.dismiss' })}
          onClick={() => dismiss({ campaign, today })}
        >
          <span aria-hidden="true">×</span>
        </button>
      </aside>
    </div>
  );
}
