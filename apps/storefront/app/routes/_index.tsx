// `/`: current deals, with the campaigns feature's banner point on top (the app composes the two features).
// Meta comes from @kori/catalog's browser entry (meta functions run in the browser too).
import { campaignSlot } from '@kori/campaigns';
import { HomePage } from '@kori/catalog';

export { homeLoader as loader } from '@kori/catalog/server';
export { homeHandle as handle, homeMeta as meta } from '@kori/catalog';

export default function HomeRoute() {
  return <HomePage campaignBanner={<campaignSlot.Outlet placement="home" />} />;
}
