// Browser code using a lib's public entry only: the client build must pass.
import { parseFeatureFlagsParam } from '@kori/shell';

console.log(parseFeatureFlagsParam('a,b'));
