/** First-party cookies that Google and Meta tags set; removed when tracking is revoked. */
const MARKETING_COOKIE = /^(_ga|_gid|_gat|_gcl_|_fbp$|_fbc$)/;

/** Expires the marketing cookies on this host and on each parent domain they may have been set for. */
export function clearMarketingCookies(doc: Document = document): string[] {
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => MARKETING_COOKIE.test(name));
  const labels = doc.location.hostname.split('.');
  const domains = labels.length > 1 ? labels.slice(0, -1).map((_, index) => labels.slice(index).join('.')) : [];
  for (const name of names) {
    doc.cookie = `${name}=; Max-Age=0; Path=/`;
    for (const domain of domains) doc.cookie = `${name}=; Max-Age=0; Path=/; Domain=.${domain}`;
  }
  return names;
}
