/**
 * GraphQL code generation for the whole workspace.
 * - Each lib keeps its operations in `src/graphql/*.graphql`; the client preset writes typed documents
 *   next to them in `src/graphql/generated/`. Fragments that several libs select (money, product card,
 *   deal card) are written once in `libs/graphql-schema/src/fragments/` and read by every lib's codegen.
 * - The API gets resolver types; the schema SDL is also emitted as a TypeScript string so the API
 *   bundles it without reading files at run time.
 * `npm run codegen` writes; `tools/scripts/check-codegen.mjs` fails when committed output is stale.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const schema = 'libs/graphql-schema/schema.graphql';
const sharedFragments = 'libs/graphql-schema/src/fragments/*.graphql';
const sharedFragmentsDir = join(root, 'libs/graphql-schema/src/fragments');

/** The names of the shared fragments (`fragment Name on Type`). */
function sharedFragmentNames(): string[] {
  return readdirSync(sharedFragmentsDir)
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => [...readFileSync(join(sharedFragmentsDir, file), 'utf8').matchAll(/\bfragment\s+(\w+)\s+on\b/g)].map((match) => match[1] ?? ''));
}

/** Whether a lib's operations spread a shared fragment; only those libs get the shared fragments' types. */
function usesSharedFragments(lib: string, names: readonly string[]): boolean {
  const dir = join(root, 'libs', lib, 'src/graphql');
  const text = readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
  return names.some((name) => new RegExp(`\\.\\.\\.${name}\\b`).test(text));
}

function libsWithOperations(): string[] {
  return readdirSync(join(root, 'libs')).filter((lib) => {
    const dir = join(root, 'libs', lib, 'src/graphql');
    return existsSync(dir) && readdirSync(dir).some((file) => file.endsWith('.graphql'));
  });
}

const clientOutputs: CodegenConfig['generates'] = {};
const fragmentNames = sharedFragmentNames();
for (const lib of libsWithOperations()) {
  const documents = [`libs/${lib}/src/graphql/*.graphql`];
  if (usesSharedFragments(lib, fragmentNames)) documents.push(sharedFragments);
  clientOutputs[`libs/${lib}/src/graphql/generated/`] = {
    documents,
    preset: 'client',
    presetConfig: { fragmentMasking: false },
    config: { enumsAsTypes: true, useTypeImports: true, skipTypename: true, dedupeFragments: true },
  };
}

const config: CodegenConfig = {
  schema,
  silent: true,
  generates: {
    'libs/graphql-schema/src/generated/type-defs.ts': {
      plugins: ['libs/graphql-schema/codegen/type-defs-plugin.cjs'],
    },
    'libs/graphql-schema/src/generated/possible-types.ts': {
      plugins: ['libs/graphql-schema/codegen/possible-types-plugin.cjs'],
    },
    'apps/api/src/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#ApiContext',
        useIndexSignature: false,
        maybeValue: 'T | null | undefined',
        // Resolvers pass database rows and computed models around; see apps/api/src/graphql/mappers.ts.
        mappers: {
          Category: '../mappers#CategoryModel',
          Brand: '../mappers#BrandModel',
          Merchant: '../mappers#MerchantModel',
          Product: '../mappers#ProductModel',
          Offer: '../mappers#OfferModel',
          User: '../mappers#UserModel',
          ProductListing: '../mappers#ProductListingModel',
          Cart: '../mappers#CartModel',
          PriceAlert: '../mappers#PriceAlertModel',
        },
      },
    },
    ...clientOutputs,
  },
};

export default config;
