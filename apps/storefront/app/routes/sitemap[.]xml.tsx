// /sitemap.xml (and /sitemap.xml?part=N when the catalogue needs a sitemap index): XML, no page.
export { sitemapLoader as loader } from '@kori/catalog/server';
