import { createContext, useContext, type ReactNode } from 'react';

/** Where on a page a campaign banner may appear. */
export type CampaignPlacement = 'home';

/** What the campaigns feature supplies: a banner for a placement, or null when no campaign runs there. */
export type CampaignSlotRenderer = (placement: CampaignPlacement) => ReactNode;

const CampaignSlotContext = createContext<CampaignSlotRenderer | null>(null);

/** The app (root) wraps pages with this once the campaigns feature exists; pages then show its banners. */
function CampaignSlotFill({ render, children }: { render: CampaignSlotRenderer; children: ReactNode }) {
  return <CampaignSlotContext.Provider value={render}>{children}</CampaignSlotContext.Provider>;
}

/** The point on a page where banners go. Unfilled it renders nothing at all (no empty box, no layout gap). */
function CampaignSlotOutlet({ placement }: { placement: CampaignPlacement }) {
  const render = useContext(CampaignSlotContext);
  return <>{render ? render(placement) : null}</>;
}

/**
 * The campaign banner placement point: pages render `<campaignSlot.Outlet placement="home" />`; the
 * campaigns feature fills it with `<campaignSlot.Fill render={(placement) => <Banner … />}>` around the app.
 */
export const campaignSlot = { Fill: CampaignSlotFill, Outlet: CampaignSlotOutlet } as const;
