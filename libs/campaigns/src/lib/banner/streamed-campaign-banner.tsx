import { Await } from '@remix-run/react';
import { Suspense } from 'react';
import { CampaignBanner } from './campaign-banner';
import type { CampaignData } from './campaign-rules';

/**
 * The banner for campaigns the root loader streams (the page does not wait for them): nothing until they
 * arrive, and nothing if they fail (the loader already answers an empty list on failure).
 */
export function StreamedCampaignBanner({
  campaigns,
  keepSpace = true,
}: {
  campaigns: Promise<CampaignData[]> | CampaignData[] | undefined;
  /** False when the request carried the browser's "banner hidden" hint (see `CampaignBanner`). */
  keepSpace?: boolean;
}) {
  if (!campaigns) return null;
  return (
    <Suspense fallback={null}>
      <Await resolve={campaigns} errorElement={null}>
        {(list) => <CampaignBanner campaigns={list} keepSpace={keepSpace} />}
      </Await>
    </Suspense>
  );
}
