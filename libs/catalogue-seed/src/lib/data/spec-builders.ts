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

export const warranty = (years: readonly number[] = [2, 2, 3]): SpecGenerator => pickNumber('warranty', years, 'years');
export const colour = (keys: readonly WordKey[] = ['black', 'white', 'silver', 'graphite', 'blue']): SpecGenerator => pickWord('colour', keys);

export function specName(key: SpecNameKey): LocalizedText {
  return specNames[key];
}
