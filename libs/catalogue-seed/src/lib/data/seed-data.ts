import { z } from 'zod/mini';
import type { LocalizedText } from '../seed-types';

const text = z.string().check(z.minLength(1));

/** A text in the four seed languages, written in the data files as `[fi, en, sv, nl]`. */
export const localizedNames = z.pipe(
  z.tuple([text, text, text, text]),
  z.transform(([fi, en, sv, nl]): LocalizedText => ({ fi, en, sv, nl })),
);

/** Ids in the data files: lower-case words joined by hyphens. */
export const seedId = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

/** Parses a seed data file, naming the file when it does not fit its schema. */
export function parseSeedData<T extends z.ZodMiniType>(file: string, schema: T, raw: unknown): z.output<T> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`Seed data ${file} is malformed: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
