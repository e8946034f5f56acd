import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// The layer and scope walls of eslint.config.mjs, checked through ESLint itself: a feature lib that imports
// another feature lib must fail lint; imports down the layers must pass.
const root = join(__dirname, '../..');

interface LintMessage {
  ruleId: string | null;
  severity: number;
  message: string;
}

// One ESLint run for all cases (building the project graph and the TypeScript parser take seconds).
const fixtures = {
  searchImportsCatalog: {
    filePath: 'libs/search/src/lib/lint-walls-fixture.ts',
    source: "import { HomePage } from '@kori/catalog';\nexport const page = HomePage;\n",
  },
  analyticsImportsConsentFeature: {
    filePath: 'libs/analytics/src/lib/lint-walls-fixture.ts',
    source: "import { ConsentRoot } from '@kori/consent';\nexport const root = ConsentRoot;\n",
  },
  dataImportsPlatform: {
    filePath: 'libs/consent-state/src/lib/lint-walls-fixture.ts',
    source: "import { onPageView } from '@kori/shell';\nexport const view = onPageView;\n",
  },
  featureImportsLowerLayers: {
    filePath: 'libs/search/src/lib/lint-walls-fixture.ts',
    source: [
      "import { consentLevelsAtom } from '@kori/consent-state';",
      "import { formatMoney } from '@kori/i18n';",
      "import { onPageView } from '@kori/shell';",
      "import { ProductCard } from '@kori/ui';",
      'export const used = [consentLevelsAtom, formatMoney, onPageView, ProductCard];',
      '',
    ].join('\n'),
  },
};
type FixtureName = keyof typeof fixtures;
let linted: Record<FixtureName, LintMessage[]>;

beforeAll(() => {
  const names = Object.keys(fixtures) as FixtureName[];
  const output = execFileSync(process.execPath, [join(__dirname, 'lint-source.mjs')], {
    cwd: root,
    input: JSON.stringify(names.map((name) => fixtures[name])),
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  const results = JSON.parse(output) as LintMessage[][];
  linted = Object.fromEntries(names.map((name, index) => [name, results[index] ?? []])) as Record<FixtureName, LintMessage[]>;
}, 120_000);

const boundaryErrors = (messages: LintMessage[]) =>
  messages.filter((message) => message.ruleId === '@nx/enforce-module-boundaries' && message.severity === 2);

describe('lint walls between libs', () => {
  it('fail when a feature lib imports another feature lib', () => {
    const errors = boundaryErrors(linted.searchImportsCatalog);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/type:feature.*can only depend on libs tagged with "type:platform", "type:data", "type:ui", "type:util"/);
  });

  it('fail when analytics imports the consent feature instead of the consent data', () => {
    expect(boundaryErrors(linted.analyticsImportsConsentFeature).length).toBeGreaterThan(0);
  });

  it('fail when a data lib reaches up into the platform', () => {
    expect(boundaryErrors(linted.dataImportsPlatform).length).toBeGreaterThan(0);
  });

  it('pass when a feature imports the platform, data, ui and util libs', () => {
    expect(boundaryErrors(linted.featureImportsLowerLayers)).toEqual([]);
  });
});
