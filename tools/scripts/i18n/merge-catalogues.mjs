#!/usr/bin/env node
// Merges the message catalogues each lib owns (`libs/*/src/messages/<language>.json`, and the storefront
// app's `apps/storefront/app/messages/`) into one catalogue per language,
// `apps/storefront/server/generated/messages/<language>.json`: the storefront server provides these at start,
// and the browser gets one payload per language. They live in the app, which depends on every lib anyway, so a
// copy change in one lib affects that lib and the storefront, not @kori/i18n and every lib depending on it.
// Keys sorted, so the output is stable.
//   node tools/scripts/i18n/merge-catalogues.mjs           writes the merged files (`npm run i18n`)
//   node tools/scripts/i18n/merge-catalogues.mjs --check   writes nothing; exit 1 when they are stale
// Either fails on a key defined twice (in two catalogues, or twice in one file).
// `--root <dir>` works on another tree (the tests use it).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const LANGUAGES = ['en', 'fi', 'nl', 'sv'];
export const OUTPUT_DIR = 'apps/storefront/server/generated/messages';
const APP_MESSAGES_DIR = 'apps/storefront/app/messages';

/** The folders holding a catalogue, relative to `root`: each lib's `src/messages` and the app's. */
export function catalogueDirs(root) {
  const libs = readdirSync(join(root, 'libs'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `libs/${entry.name}/src/messages`)
    .filter((dir) => existsSync(join(root, dir)));
  return [...libs, ...(existsSync(join(root, APP_MESSAGES_DIR)) ? [APP_MESSAGES_DIR] : [])].sort();
}

/** Keys as written in a JSON file's text, duplicates included (JSON.parse keeps only the last). */
function writtenKeys(raw) {
  return [...raw.matchAll(/^\s*"((?:[^"\\]|\\.)*)"\s*:/gm)].map((match) => JSON.parse(`"${match[1]}"`));
}

/** The merged catalogue of each language, and every problem found (a key defined twice, a missing file). */
export function mergeCatalogues(root) {
  const problems = [];
  const merged = {};
  for (const language of LANGUAGES) {
    const messages = {};
    const definedIn = new Map();
    for (const dir of catalogueDirs(root)) {
      const file = `${dir}/${language}.json`;
      if (!existsSync(join(root, file))) {
        problems.push(`missing: ${file}`);
        continue;
      }
      const raw = readFileSync(join(root, file), 'utf8');
      Object.assign(messages, JSON.parse(raw));
      for (const key of writtenKeys(raw)) {
        const earlier = definedIn.get(key);
        if (earlier) problems.push(`defined twice: ${key} in ${earlier === file ? `${file} (twice)` : `${earlier} and ${file}`}`);
        else definedIn.set(key, file);
      }
    }
    const sorted = Object.fromEntries(Object.keys(messages).sort().map((key) => [key, messages[key]]));
    merged[language] = `${JSON.stringify(sorted, null, 2)}\n`;
  }
  return { merged, problems };
}

/** Merged files that differ from (or are missing next to) what `mergeCatalogues` makes now. */
export function staleOutputs(root, merged) {
  const problems = [];
  for (const [language, text] of Object.entries(merged)) {
    const file = `${OUTPUT_DIR}/${language}.json`;
    const path = join(root, file);
    if (!existsSync(path)) problems.push(`missing: ${file}`);
    else if (readFileSync(path, 'utf8') !== text) problems.push(`stale:   ${file}`);
  }
  const outputDir = join(root, OUTPUT_DIR);
  if (existsSync(outputDir)) {
    for (const entry of readdirSync(outputDir)) {
      if (!(entry.replace(/\.json$/, '') in merged)) problems.push(`extra:   ${OUTPUT_DIR}/${entry}`);
    }
  }
  return problems;
}

function main(args) {
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? resolve(args[rootAt + 1] ?? '.') : resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const { merged, problems } = mergeCatalogues(root);
  if (problems.length > 0) {
    console.error('Message catalogues cannot be merged:');
    for (const problem of problems) console.error(`  ${problem}`);
    return 1;
  }
  if (args.includes('--check')) {
    const stale = staleOutputs(root, merged);
    if (stale.length > 0) {
      console.error('Merged message catalogues are out of date; run npm run i18n');
      for (const problem of stale) console.error(`  ${problem}`);
      return 1;
    }
    console.log(`Merged message catalogues are up to date (${catalogueDirs(root).length} catalogues).`);
    return 0;
  }
  mkdirSync(join(root, OUTPUT_DIR), { recursive: true });
  for (const [language, text] of Object.entries(merged)) writeFileSync(join(root, OUTPUT_DIR, `${language}.json`), text);
  console.log(`Merged ${catalogueDirs(root).length} catalogues into ${relative(process.cwd(), join(root, OUTPUT_DIR)) || OUTPUT_DIR}.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
