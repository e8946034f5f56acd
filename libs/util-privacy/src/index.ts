// Public, browser-safe entry of @kori/util-privacy.
export { containsPersonalData, MAX_INSPECTED_DEPTH } from './lib/contains-personal-data';
