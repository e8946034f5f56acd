/**
 * GraphQL code generation for the whole workspace.
 * - Each lib keeps its operations in `src/graphql/*.graphql`; the client preset writes typed documents
 *   next to them in `src/graphql/generated/`.
 * - The API gets resolver types; the schema SDL is also emitted as a TypeScript string so the API
 *   bundles it without reading files at run time.
 * `npm run codegen` writes; `tools/scripts/check-codegen.mjs` fails when committed output is stale.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const schema = 'libs/graphql-schema/schema.graphql';

function libsWithOperations(): string[] {
  return readdirSync(join(root, 'libs')).filter((lib) => {
    const dir = join(root, 'libs', lib, 'src/graphql');
    return existsSync(dir) && readdirSync(dir).some((file) => file.endsWith('.graphql'));
  });
}

const clientOutputs: CodegenConfig['generates'] = {};
for (const lib of libsWithOperations()) {
  clientOutputs[`libs/${lib}/src/graphql/generated/`] = {
    documents: [`libs/${lib}/src/graphql/*.graphql`],
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
        },
      },
    },
    ...clientOutputs,
  },
};

export default config;
