/** At most this many addresses per sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** A `<urlset>` sitemap of absolute addresses. */
export function urlSetXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** A `<sitemapindex>` pointing at the sitemap parts. */
export function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  const entries = sitemapUrls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** robots.txt: everything may be crawled except the click redirect, the API, account pages and checkout. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /redirect/', 'Disallow: /api/', 'Disallow: /my/', 'Disallow: /checkout', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
