import { z } from 'zod/mini';
import type { Rng } from '../prng';
import type { LocalizedText } from '../seed-types';
import { SUPPORTED_LANGUAGES as LANGUAGE_CODES } from '@kori/region';
import { specNames, units, words, type SpecNameKey, type UnitKey, type WordKey } from './vocabulary';

export interface GeneratedSpec {
  name: SpecNameKey;
  value: LocalizedText;
  /** Multiplies the product's base price (bigger storage costs more). */
  priceFactor: number;
  /** Language-neutral text for the product name (e.g. "256 GB"), when the spec names a variant. */
  nameVariant?: string;
}

export type SpecGenerator = (rng: Rng) => GeneratedSpec;

const same = (text: string): LocalizedText => ({ fi: text, en: text, sv: text, nl: text });

function formatNumber(value: number, decimals: number, language: string): string {
  const text = value.toFixed(decimals);
  return language === 'en' ? text : text.replace('.', ',');
}

function localizedNumber(value: number, unit: string | UnitKey, decimals: number, space: boolean): LocalizedText {
  const out = {} as LocalizedText;
  for (const language of LANGUAGE_CODES) {
    const unitText = unit in units ? units[unit as UnitKey][language] : unit;
    const number = formatNumber(value, decimals, language);
    out[language] = unitText ? `${number}${space ? ' ' : ''}${unitText}` : number;
  }
  return out;
}

interface NumberOptions {
  decimals?: number;
  /** No space between number and unit (inches: 6.1"). */
  tight?: boolean;
  /** Price factor per choice; the first choice is 1. */
  factors?: readonly number[];
  /** Put the value in the product name. */
  inName?: boolean;
}

/** One of the listed numbers with a unit. */
export function pickNumber(name: SpecNameKey, values: readonly number[], unit: string | UnitKey, options: NumberOptions = {}): SpecGenerator {
  return (rng) => {
    const index = rng.int(0, values.length - 1);
    const value = values[index] as number;
    const localized = localizedNumber(value, unit, options.decimals ?? 0, !options.tight);
    return {
      name,
      value: localized,
      priceFactor: options.factors?.[index] ?? 1,
      ...(options.inName ? { nameVariant: localized.en } : {}),
    };
  };
}

/** A number in [min, max] on a grid of `step`. */
export function rangeNumber(
  name: SpecNameKey,
  min: number,
  max: number,
  step: number,
  unit: string | UnitKey,
  options: { decimals?: number; tight?: boolean; priceWeight?: number } = {},
): SpecGenerator {
  return (rng) => {
    const steps = Math.round((max - min) / step);
    const index = rng.int(0, steps);
    const value = min + index * step;
    // Higher values cost a little more when priceWeight is given (0.2 = up to +20 %).
    const priceFactor = 1 + (options.priceWeight ?? 0) * (steps ? index / steps : 0);
    return { name, value: localizedNumber(value, unit, options.decimals ?? 0, !options.tight), priceFactor };
  };
}

/** One of the listed words, translated. */
export function pickWord(name: SpecNameKey, keys: readonly WordKey[]): SpecGenerator {
  return (rng) => ({ name, value: words[rng.pick(keys)], priceFactor: 1 });
}

/** One of the listed texts that read the same in every language (standards, model codes). */
export function pickText(name: SpecNameKey, values: readonly string[], options: { factors?: readonly number[]; inName?: boolean } = {}): SpecGenerator {
  return (rng) => {
    const index = rng.int(0, values.length - 1);
    const value = values[index] as string;
    return {
      name,
      value: same(value),
      priceFactor: options.factors?.[index] ?? 1,
      ...(options.inName ? { nameVariant: value } : {}),
    };
  };
}

const specNameKey = z.string().check(z.refine((key) => key in specNames, { message: 'unknown spec name' })) as z.ZodMiniType<SpecNameKey>;
const wordKey = z.string().check(z.refine((key) => key in words, { message: 'unknown word' })) as z.ZodMiniType<WordKey>;
/** A unit from the units table, or one that reads the same in every language ("GB", "mAh", or none). */
const unit = z.string();
const factors = z.optional(z.array(z.number().check(z.positive())).check(z.minLength(1)));
const decimals = z.optional(z.int().check(z.gte(0)));

/** How a product family's spec is picked, as written in tables/product-families.json; `kind` names the builder above. */
export const specDescriptor = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('number'), name: specNameKey, values: z.array(z.number()).check(z.minLength(1)), unit, decimals, tight: z.optional(z.boolean()), factors, inName: z.optional(z.boolean()) }),
  z.strictObject({
    kind: z.literal('range'),
    name: specNameKey,
    min: z.number(),
    max: z.number(),
    step: z.number().check(z.positive()),
    unit,
    decimals,
    tight: z.optional(z.boolean()),
    priceWeight: z.optional(z.number().check(z.positive())),
  }),
  z.strictObject({ kind: z.literal('word'), name: specNameKey, values: z.array(wordKey).check(z.minLength(1)) }),
  z.strictObject({ kind: z.literal('text'), name: specNameKey, values: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)), factors, inName: z.optional(z.boolean()) }),
]);
export type SpecDescriptor = z.output<typeof specDescriptor>;

export function specGenerator(spec: SpecDescriptor): SpecGenerator {
  switch (spec.kind) {
    case 'number': {
      const { name, values, unit, decimals, tight, factors, inName } = spec;
      return pickNumber(name, values, unit, { decimals, tight, factors, inName });
    }
    case 'range': {
      const { name, min, max, step, unit, decimals, tight, priceWeight } = spec;
      return rangeNumber(name, min, max, step, unit, { decimals, tight, priceWeight });
    }
    case 'word':
      return pickWord(spec.name, spec.values);
    case 'text': {
      const { name, values, factors, inName } = spec;
      return pickText(name, values, { factors, inName });
    }
  }
}

export function specName(key: SpecNameKey): LocalizedText {
  return specNames[key];
}
