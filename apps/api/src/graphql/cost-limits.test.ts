import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { buildSchema, Kind, parse, print, validate, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { findRepoRoot } from '../config/repo-root';
import { COST_LIMITS, costLimitPlugins } from './cost-limits';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';

const root = findRepoRoot();
const schema = buildSchema(readFileSync(join(root, 'libs/graphql-schema/schema.graphql'), 'utf8'));

/** Every operation the storefront libs send (any `.graphql` file under libs/<lib>/src), with the fragments it can use. */
function storefrontOperations(): { name: string; document: DocumentNode }[] {
  const operations: { name: string; operation: OperationDefinitionNode }[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const lib of readdirSync(join(root, 'libs'))) {
    const src = join(root, 'libs', lib, 'src');
    let files: string[];
    try {
      files = (readdirSync(src, { recursive: true }) as string[]).filter((file) => file.endsWith('.graphql'));
    } catch {
      continue;
    }
    for (const file of files) {
      for (const definition of parse(readFileSync(join(src, file), 'utf8')).definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(definition.name.value)) fragments.set(definition.name.value, definition);
        if (definition.kind === Kind.OPERATION_DEFINITION) operations.push({ name: `${lib}/${definition.name?.value}`, operation: definition });
      }
    }
  }
  return operations.map(({ name, operation }) => ({ name, document: { kind: Kind.DOCUMENT, definitions: [operation, ...fragments.values()] } }));
}

function measure(document: DocumentNode): Record<keyof typeof COST_LIMITS, number> {
  const found = { depth: 0, aliases: 0, cost: 0, directives: 0, tokens: 0 };
  const record = (key: keyof typeof found) => [(_context: unknown, details: { n: number }) => void (found[key] = details.n)];
  const errors = validate(schema, document, [
    maxDepthRule({ n: Infinity, flattenFragments: true, onAccept: record('depth') }),
    maxAliasesRule({ n: Infinity, onAccept: record('aliases') }),
    costLimitRule({ maxCost: Infinity, flattenFragments: true, onAccept: record('cost') }),
    maxDirectivesRule({ n: Infinity, onAccept: record('directives') }),
  ]);
  expect(errors).toEqual([]);
  const parser = new MaxTokensParserWLexer(print(document), { n: Infinity });
  parser.parseDocument();
  found.tokens = parser.tokenCount;
  return found;
}

describe('cost limits', () => {
  const operations = storefrontOperations();

  it('finds the storefront operations', () => {
    expect(operations.length).toBeGreaterThan(15);
  });

  it.each(operations.map(({ name, document }) => [name, document] as const))('%s stays within every limit, with room to spare', (_name, document) => {
    const found = measure(document);
    for (const key of Object.keys(COST_LIMITS) as (keyof typeof COST_LIMITS)[]) expect(found[key]).toBeLessThan(COST_LIMITS[key]);
  });

  it('blocks field suggestions only when asked to', () => {
    const names = (plugins: unknown[]) => plugins.length;
    expect(names(costLimitPlugins({ fieldSuggestions: false }))).toBe(names(costLimitPlugins({ fieldSuggestions: true })) + 1);
  });
});
