import { createHash } from 'node:crypto';
import type { ProductIcon } from '@kori/catalogue-seed/server';
import { productIcons } from './product-icons';

export interface ProductImageInput {
  id: number;
  name: string;
  brand: string;
  icon: ProductIcon | 'generic';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/** Splits a name into at most two lines of about `width` characters, ellipsis when longer. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line ? `${line} ${word}` : word).length > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > 2) return [lines[0] as string, `${(lines[1] as string).slice(0, width - 1)}…`];
  return lines;
}

/**
 * A product picture drawn from the product's own facts: the same product always gets the same bytes
 * (colours from a hash of its id), so browsers and proxies can cache it for long.
 */
export function productImageSvg(input: ProductImageInput): string {
  const digest = createHash('sha256').update(`product-image:${input.id}`).digest();
  const hue = Math.round(((digest[0] as number) / 255) * 360);
  const hue2 = (hue + 30 + Math.round(((digest[1] as number) / 255) * 60)) % 360;
  const icon = productIcons[input.icon] ?? productIcons.generic;
  const lines = wrap(input.name, 26);
  const text = lines
    .map((line, index) => `<text x="200" y="${338 + index * 26}" text-anchor="middle" font-size="20" fill="#1f2933">${escapeXml(line)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(input.name)}">`,
    `<defs><linearGradient id="bg-${input.id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 94%)"/><stop offset="1" stop-color="hsl(${hue2} 65% 85%)"/></linearGradient></defs>`,
    `<rect width="400" height="400" fill="url(#bg-${input.id})"/>`,
    `<text x="200" y="44" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" font-weight="700" letter-spacing="2" fill="hsl(${hue} 45% 30%)">${escapeXml(input.brand.toUpperCase())}</text>`,
    `<g transform="translate(200 180)" fill="hsl(${hue} 60% 97%)" stroke="hsl(${hue} 45% 28%)" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">${icon}</g>`,
    `<g font-family="system-ui, sans-serif">${text}</g>`,
    '</svg>',
  ].join('');
}
