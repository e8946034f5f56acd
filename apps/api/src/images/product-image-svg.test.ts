import { productImageSvg } from './product-image-svg';

describe('productImageSvg', () => {
  const input = { id: 42, name: 'Lumio Vista 12 Pro <256 GB> & more words that go on and on and on', brand: 'Lumio', icon: 'phone' as const };

  it('is the same for the same product', () => {
    expect(productImageSvg(input)).toBe(productImageSvg({ ...input }));
    expect(productImageSvg(input)).not.toBe(productImageSvg({ ...input, id: 43 }));
  });

  it('escapes text and stays a single SVG document', () => {
    const svg = productImageSvg(input);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('&lt;256 GB&gt; &amp;');
    expect(svg).not.toContain('<256');
    expect(svg).toContain('LUMIO');
    // Long names wrap to two lines at most.
    expect(svg.match(/<text x="200" y="3\d\d"/g)).toHaveLength(2);
  });
});
