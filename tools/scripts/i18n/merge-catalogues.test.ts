import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const script = join(__dirname, 'merge-catalogues.mjs');
const LANGUAGES = ['en', 'fi', 'nl', 'sv'];
let root: string;

function writeCatalogue(dir: string, messages: Record<string, string> | string) {
  mkdirSync(join(root, dir), { recursive: true });
  for (const language of LANGUAGES) {
    writeFileSync(join(root, dir, `${language}.json`), typeof messages === 'string' ? messages : JSON.stringify(messages, null, 2));
  }
}

function merge(...args: string[]) {
  const result = spawnSync(process.execPath, [script, '--root', root, ...args], { encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
}

const merged = (language: string) => readFileSync(join(root, 'apps/storefront/server/generated/messages', `${language}.json`), 'utf8');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'kori-merge-catalogues-'));
  mkdirSync(join(root, 'libs/i18n/src'), { recursive: true });
  mkdirSync(join(root, 'apps/storefront/server'), { recursive: true });
  writeCatalogue('libs/search/src/messages', { 'search.title': 'Search', 'search.box.label': 'Find' });
  writeCatalogue('apps/storefront/app/messages', { 'nav.home': 'Home' });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('merge-catalogues.mjs', () => {
  it("writes every lib's and the app's keys, sorted, one file per language", () => {
    expect(merge().code).toBe(0);
    for (const language of LANGUAGES) {
      expect(merged(language)).toBe('{\n  "nav.home": "Home",\n  "search.box.label": "Find",\n  "search.title": "Search"\n}\n');
    }
  });

  it('fails on a key that two catalogues define, and writes nothing', () => {
    writeCatalogue('libs/catalog/src/messages', { 'search.title': 'Other' });
    const { code, output } = merge();
    expect(code).toBe(1);
    expect(output).toContain('defined twice: search.title in libs/catalog/src/messages/en.json and libs/search/src/messages/en.json');
    expect(() => merged('en')).toThrow();
  });

  it('fails on a key written twice in one file', () => {
    writeCatalogue('libs/catalog/src/messages', '{\n  "catalog.a": "A",\n  "catalog.a": "B"\n}\n');
    const { code, output } = merge();
    expect(code).toBe(1);
    expect(output).toContain('defined twice: catalog.a in libs/catalog/src/messages/en.json (twice)');
  });

  it('--check fails while the merged files are missing or stale, and passes once they are written', () => {
    expect(merge('--check')).toEqual({ code: 1, output: expect.stringContaining('missing: apps/storefront/server/generated/messages/en.json') });
    expect(merge().code).toBe(0);
    expect(merge('--check').code).toBe(0);
    writeCatalogue('libs/search/src/messages', { 'search.title': 'Haku', 'search.box.label': 'Find' });
    expect(merge('--check')).toEqual({ code: 1, output: expect.stringContaining('stale:   apps/storefront/server/generated/messages/fi.json') });
  });
});
