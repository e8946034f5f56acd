/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { SITE_ICON_HREF, SiteIcon } from './site-icon';

describe('SiteIcon', () => {
  it('links an SVG that the build copies from public/', () => {
    expect(renderToStaticMarkup(<SiteIcon />)).toBe(`<link rel="icon" href="${SITE_ICON_HREF}" type="image/svg+xml"/>`);
    const svg = readFileSync(join(__dirname, '../../public', SITE_ICON_HREF), 'utf8');
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.documentElement.nodeName).toBe('svg');
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 32 32');
    // Small enough to fetch on every first visit.
    expect(svg.length).toBeLessThan(1024);
  });
});
