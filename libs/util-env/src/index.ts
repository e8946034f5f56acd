export { parseEnv, EnvValidationError } from './lib/parse-env';
