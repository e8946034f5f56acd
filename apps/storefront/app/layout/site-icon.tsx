/** The site's icon, served from public/. Linked on every page so browsers do not ask for /favicon.ico, which is a 404 page. */
export const SITE_ICON_HREF = '/favicon.svg';

export function SiteIcon() {
  return <link rel="icon" href={SITE_ICON_HREF} type="image/svg+xml" />;
}
