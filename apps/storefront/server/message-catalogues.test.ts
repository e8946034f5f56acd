import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { SUPPORTED_LANGUAGES } from '@kori/i18n';
import { loadMessages } from '@kori/i18n/server';
import {
  catalogueFolders,
  checkCatalogues,
  checkOwnership,
  provideTestCatalogues,
  testCatalogues,
  type MessageOwners,
  type RawCatalogue,
} from '@kori/i18n/testing';
import { storefrontCatalogues } from './message-catalogues';
import { startStorefront } from './test-support';
import { sourceFiles, WORKSPACE_ROOT } from './workspace-sources.test-support';

const GENERATED_DIR = 'apps/storefront/server/generated/messages';

// Reads the JSON files themselves (not the typed imports) so duplicate keys and shapes are seen too.
function readCatalogue(dir: string, language: string): RawCatalogue {
  const raw = readFileSync(join(WORKSPACE_ROOT, dir, `${language}.json`), 'utf8');
  return { raw, messages: JSON.parse(raw) as Record<string, unknown> };
}

const jsonFiles = (dir: string) => readdirSync(join(WORKSPACE_ROOT, dir)).filter((file) => file.endsWith('.json')).sort();

describe("the storefront's catalogues", () => {
  it('are every catalogue folder merged per language (what the test catalogues of every lib hold too)', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(storefrontCatalogues[language]).toEqual(testCatalogues()[language]);
    }
    expect(storefrontCatalogues.en['nav.deals']).toBe('Deals');
  });

  it('are provided when the server starts, before any page renders', async () => {
    expect(loadMessages('en-FI')).not.toBe(storefrontCatalogues.en);
    const storefront = await startStorefront({});
    try {
      expect(loadMessages('en-FI')).toBe(storefrontCatalogues.en);
      expect(loadMessages('nl-NL')).toBe(storefrontCatalogues.nl);
    } finally {
      await storefront.close();
      provideTestCatalogues();
    }
  });

  it('are exactly fi, en, sv and nl, hold the same keys, valid ICU and the same placeholders as en', () => {
    expect(jsonFiles(GENERATED_DIR)).toEqual(['en.json', 'fi.json', 'nl.json', 'sv.json']);
    const merged = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, readCatalogue(GENERATED_DIR, language)]));
    expect(Object.keys(merged['en']!.messages).length).toBeGreaterThan(10);
    expect(checkCatalogues(merged)).toEqual([]);
  });
});

describe("each lib's own catalogue", () => {
  const dirs = catalogueFolders();
  const owners = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'tools/scripts/i18n/message-owners.json'), 'utf8')) as MessageOwners;

  it('is found, and holds the four languages', () => {
    expect(dirs).toEqual(expect.arrayContaining(['libs/catalog/src/messages', 'libs/ui/src/messages', 'apps/storefront/app/messages']));
    for (const dir of dirs) expect({ dir, files: jsonFiles(dir) }).toEqual({ dir, files: ['en.json', 'fi.json', 'nl.json', 'sv.json'] });
  });

  it('has the same keys in its four languages, valid ICU and the same placeholders as en', () => {
    const problems = dirs.flatMap((dir) => {
      const catalogues = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, readCatalogue(dir, language)]));
      return checkCatalogues(catalogues).map((problem) => `${dir}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('holds only keys of the namespaces tools/scripts/i18n/message-owners.json gives it', () => {
    const keysByDir = Object.fromEntries(dirs.map((dir) => [dir, Object.keys(readCatalogue(dir, 'en').messages)]));
    expect(checkOwnership(keysByDir, owners)).toEqual([]);
  });
});

// A copy change in libs/X/src/messages must affect (for Nx: rebuild and retest) only X and what depends on X.
// That holds while no other project takes the file in: no lib imports another lib's catalogue or a merged
// one, @kori/i18n imports none at all, only this server imports the merged one (never the browser code), and
// no project's target inputs reach into another project's folder.

/** Catalogue files (`.../messages/<language>.json`) that `file` imports, relative to the workspace root. */
function importedCatalogues(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)['"]([^'"]+\.json)['"]/g)].map((match) => match[1] ?? '');
  return specifiers
    .map((specifier) => (specifier.startsWith('.') ? relative(WORKSPACE_ROOT, resolve(dirname(file), specifier)) : specifier))
    .filter((path) => /(^|\/)messages\/[^/]+\.json$/.test(path));
}

/** Every import of a catalogue that breaks the rule above, as `importing file -> catalogue`. */
function catalogueImportProblems(files: Array<{ file: string; text: string }>): string[] {
  return files.flatMap(({ file, text }) => {
    const from = relative(WORKSPACE_ROOT, file);
    return importedCatalogues(file, text)
      .filter((catalogue) => {
        if (catalogue.startsWith(`${GENERATED_DIR}/`)) return !from.startsWith('apps/storefront/server/');
        const lib = /^libs\/([^/]+)\//.exec(from)?.[1];
        return lib === undefined || lib === 'i18n' || !catalogue.startsWith(`libs/${lib}/src/messages/`);
      })
      .map((catalogue) => `${from} -> ${catalogue}`);
  });
}

/** Target inputs naming a folder of the libs or apps (`{workspaceRoot}/libs/...`), by project. */
function inputsReachingIntoProjects(projectJson: string, text: string): string[] {
  const targets = (JSON.parse(text) as { targets?: Record<string, { inputs?: unknown[] }> }).targets ?? {};
  return Object.entries(targets).flatMap(([target, { inputs = [] }]) =>
    inputs
      .filter((input): input is string => typeof input === 'string' && /^\{workspaceRoot\}\/(libs|apps)(\/|$)/.test(input))
      .map((input) => `${projectJson} ${target}: ${input}`),
  );
}

describe('a copy change affects only the lib that owns the text and what depends on it', () => {
  const read = (file: string) => ({ file, text: readFileSync(file, 'utf8') });

  it('no lib imports another lib’s catalogue or a merged one, and @kori/i18n and the browser code import none', () => {
    const files = ['libs', 'apps/storefront/app', 'apps/storefront/server']
      .flatMap((dir) => sourceFiles(join(WORKSPACE_ROOT, dir), { tests: true }))
      .filter((file) => file !== __filename); // its own examples below
    expect(files.length).toBeGreaterThan(500);
    expect(catalogueImportProblems(files.map(read))).toEqual([]);
    expect(existsSync(join(WORKSPACE_ROOT, 'libs/i18n/src/generated'))).toBe(false);
    // The scan reaches the one place that does import the merged catalogues.
    expect(importedCatalogues(join(__dirname, 'message-catalogues.ts'), read(join(__dirname, 'message-catalogues.ts')).text)).toHaveLength(4);
  });

  it('no project takes in another project’s files as target inputs', () => {
    const projectJsons = ['libs', 'apps'].flatMap((group) =>
      readdirSync(join(WORKSPACE_ROOT, group))
        .map((name) => join(group, name, 'project.json'))
        .filter((path) => existsSync(join(WORKSPACE_ROOT, path))),
    );
    expect(projectJsons.length).toBeGreaterThan(20);
    expect(projectJsons.flatMap((path) => inputsReachingIntoProjects(path, readFileSync(join(WORKSPACE_ROOT, path), 'utf8')))).toEqual([]);
  });

  it('catches each kind of breach', () => {
    const at = (path: string, text: string) => ({ file: join(WORKSPACE_ROOT, path), text });
    expect(
      catalogueImportProblems([
        at('libs/cart/src/lib/cart.tsx', `import en from '../messages/en.json';`),
        at('libs/cart/src/lib/cart.test.tsx', `import fi from '../../../catalog/src/messages/fi.json';`),
        at('libs/i18n/src/lib/catalogues.ts', `import en from '../../../cart/src/messages/en.json';`),
        at('libs/ui/src/lib/x.ts', `const sv = require('../../../../apps/storefront/server/generated/messages/sv.json');`),
        at('apps/storefront/app/root.tsx', `import nl from '../server/generated/messages/nl.json';`),
        at('apps/storefront/app/root-meta.ts', `import en from './messages/en.json';`),
        at('apps/storefront/server/message-catalogues.ts', `import en from './generated/messages/en.json';`),
        at('libs/shell/src/lib/data.ts', `import data from './fixture.json';`),
      ]),
    ).toEqual([
      'libs/cart/src/lib/cart.test.tsx -> libs/catalog/src/messages/fi.json',
      'libs/i18n/src/lib/catalogues.ts -> libs/cart/src/messages/en.json',
      'libs/ui/src/lib/x.ts -> apps/storefront/server/generated/messages/sv.json',
      'apps/storefront/app/root.tsx -> apps/storefront/server/generated/messages/nl.json',
      'apps/storefront/app/root-meta.ts -> apps/storefront/app/messages/en.json',
    ]);
    expect(
      inputsReachingIntoProjects(
        'libs/i18n/project.json',
        JSON.stringify({ targets: { test: { inputs: ['default', '{workspaceRoot}/libs/*/src/**/*', '{workspaceRoot}/tools/x.json'] } } }),
      ),
    ).toEqual(['libs/i18n/project.json test: {workspaceRoot}/libs/*/src/**/*']);
  });
});
