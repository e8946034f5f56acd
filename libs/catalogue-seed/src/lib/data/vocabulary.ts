import { z } from 'zod/mini';
import type { LocalizedText } from '../seed-types';
import { localizedNames, parseSeedData } from './seed-data';
import rawVocabulary from './tables/vocabulary.json';

type Raw = typeof rawVocabulary;

/** A table of texts by key; the keys come from the data file, so code may name only keys it has. */
const table = <K extends string>() => z.record(z.string(), localizedNames) as unknown as z.ZodMiniType<Record<K, LocalizedText>>;

const vocabulary = parseSeedData(
  'tables/vocabulary.json',
  z.strictObject({
    specNames: table<keyof Raw['specNames']>(),
    words: table<keyof Raw['words']>(),
    units: table<keyof Raw['units']>(),
    closingSentences: z.array(localizedNames).check(z.minLength(1)),
    listJoiners: localizedNames,
    descriptionTemplates: localizedNames,
  }),
  rawVocabulary,
);

/** Specification names in the four languages. */
export const specNames = vocabulary.specNames;
export type SpecNameKey = keyof Raw['specNames'];

/** Spec values that are words. */
export const words = vocabulary.words;
export type WordKey = keyof Raw['words'];

/** Units that differ by language; the rest (GB, mAh, W, Hz ...) read the same everywhere. */
export const units = vocabulary.units;
export type UnitKey = keyof Raw['units'];

/** Sentences that make descriptions read less alike; one is picked per product. */
export const closingSentences: LocalizedText[] = vocabulary.closingSentences;

/** Joins words into "a, b and c" in each language. */
export const listJoiners: LocalizedText = vocabulary.listJoiners;

/** "{name} ... {brand} ... {category} ... {features}. {closing}" per language. */
export const descriptionTemplates: LocalizedText = vocabulary.descriptionTemplates;
