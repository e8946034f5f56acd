import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(__dirname, 'global.css'), 'utf8');

/** The custom properties declared in :root. */
function tokens(): Map<string, string> {
  const root = /:root\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  return new Map([...root.matchAll(/(--kori-[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const channels = [0, 2, 4].map((offset) => parseInt(match[1]!.slice(offset, offset + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const token = (name: string): string => {
  const value = tokens().get(name);
  if (!value) throw new Error(`missing token ${name}`);
  return value;
};

describe('design tokens', () => {
  it('computes contrast like WCAG (sanity check of the helper)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each([
    ['--kori-color-text', '--kori-color-bg'],
    ['--kori-color-text', '--kori-color-surface'],
    ['--kori-color-text', '--kori-color-surface-strong'],
    ['--kori-color-text-muted', '--kori-color-bg'],
    ['--kori-color-text-muted', '--kori-color-surface'],
    ['--kori-color-text-inverse', '--kori-color-text'],
    ['--kori-color-on-primary', '--kori-color-primary'],
    ['--kori-color-on-primary', '--kori-color-primary-hover'],
    ['--kori-color-primary', '--kori-color-bg'],
    ['--kori-color-primary-hover', '--kori-color-surface'],
    ['--kori-color-link', '--kori-color-bg'],
    ['--kori-color-link', '--kori-color-surface'],
    ['--kori-color-link-hover', '--kori-color-bg'],
    ['--kori-color-danger', '--kori-color-bg'],
    ['--kori-color-info-text', '--kori-color-info-bg'],
    ['--kori-color-success-text', '--kori-color-success-bg'],
    ['--kori-color-warning-text', '--kori-color-warning-bg'],
    ['--kori-color-error-text', '--kori-color-error-bg'],
  ])('%s on %s meets AA for text (4.5:1)', (foreground, background) => {
    expect(contrast(token(foreground), token(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['--kori-color-border', '--kori-color-bg'],
    ['--kori-color-focus', '--kori-color-bg'],
    ['--kori-color-focus', '--kori-color-surface'],
  ])('%s on %s meets 3:1 for UI components', (foreground, background) => {
    expect(contrast(token(foreground), token(background))).toBeGreaterThanOrEqual(3);
  });

  it('defines the spacing scale used by Stack (0-8), radii, type scale and focus ring', () => {
    const names = [...tokens().keys()];
    for (let step = 0; step <= 8; step += 1) expect(names).toContain(`--kori-space-${step}`);
    expect(names).toEqual(
      expect.arrayContaining([
        '--kori-radius-small',
        '--kori-radius-medium',
        '--kori-radius-large',
        '--kori-font-family',
        '--kori-font-size-md',
        '--kori-line-height-body',
        '--kori-focus-ring',
        '--kori-focus-ring-width',
      ]),
    );
  });

  it('only references tokens that exist', () => {
    const defined = tokens();
    const used = [...css.matchAll(/var\((--kori-[\w-]+)/g)].map((match) => match[1]!);
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });
});

describe('base styles', () => {
  it('sets border-box sizing, the system font stack, max-width images and a visible focus', () => {
    expect(css).toMatch(/\*,\s*\*::before,\s*\*::after\s*\{\s*box-sizing: border-box;/);
    expect(token('--kori-font-family')).toMatch(/^system-ui/);
    expect(css).toMatch(/img,[\s\S]*?\{\s*max-width: 100%;/);
    expect(css).toMatch(/:focus-visible\s*\{\s*outline: var\(--kori-focus-ring-width\) solid var\(--kori-color-focus\);/);
  });

  it('turns motion off for users who ask for reduced motion', () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*\{[\s\S]*?animation-duration: 0\.01ms !important;/);
  });
});
