import { ALL_CONSENT_LEVELS, DEFAULT_CONSENT_LEVELS, type ConsentLevels } from '@kori/consent-state';

/** The buttons of the banner and settings forms (their `intent` value). */
export const CONSENT_INTENTS = ['accept-all', 'necessary-only', 'save', 'open-settings', 'close'] as const;
export type ConsentIntent = (typeof CONSENT_INTENTS)[number];

/** Checkbox names of the settings form; a checked box submits "1". */
export const CONSENT_LEVEL_FIELDS = ['preferences', 'statistics', 'advertising'] as const satisfies readonly (keyof ConsentLevels)[];

export function levelsForIntent(intent: 'accept-all' | 'necessary-only' | 'save', checked: ConsentLevels): ConsentLevels {
  if (intent === 'accept-all') return { ...ALL_CONSENT_LEVELS };
  if (intent === 'necessary-only') return { ...DEFAULT_CONSENT_LEVELS };
  return { ...checked };
}
