// Test-only helpers for every lib's tests and `testing` entries; never imported by production code.
export { fixtureFactory } from './lib/fixture-factory';
export { itAnswersEach, itAnswersYesOrNo, type AnswerGroups } from './lib/it-answers';
