import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The built client's stylesheets, read once, by the URL pages link them under (`/assets/<name>.css`).
 * Pages inline them (app/layout/inline-stylesheets.tsx): on a phone each linked stylesheet is a
 * request the first paint waits for, and together they are ~7 kB compressed.
 */
export function readStylesheetTexts(assetsDir: string, publicPath = '/assets/'): (href: string) => string | undefined {
  const texts = new Map<string, string>();
  let names: string[] = [];
  try {
    names = readdirSync(assetsDir);
  } catch {
    // No build (development): pages link their stylesheets as usual.
  }
  for (const name of names) {
    if (name.endsWith('.css')) texts.set(publicPath + name, readFileSync(path.join(assetsDir, name), 'utf8'));
  }
  return (href) => texts.get(href);
}
