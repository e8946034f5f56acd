// Browser code that imports a lib's server entry by its alias: the client build must fail.
import { storefrontEnvSchema } from '@kori/shell/server';

console.log(storefrontEnvSchema);
