import { itAnswersYesOrNo } from '@kori/util-testing';
import {
  ALL_CONSENT_LEVELS,
  CONSENT_VALUE_PATTERN,
  DEFAULT_CONSENT_LEVELS,
  DEFAULT_CONSENT_VALUE,
  allowsMarketingTracking,
  consentStateFromCookieValue,
  isValidConsentValue,
  parseConsentLevels,
  serializeConsentLevels,
} from './consent-levels';

describe('consent levels', () => {
  it.each([
    [DEFAULT_CONSENT_LEVELS, '1-1_2-0_3-0_4-0'],
    [ALL_CONSENT_LEVELS, '1-1_2-1_3-1_4-1'],
    [{ preferences: true, statistics: false, advertising: false }, '1-1_2-1_3-0_4-0'],
    [{ preferences: false, statistics: true, advertising: false }, '1-1_2-0_3-1_4-0'],
    [{ preferences: false, statistics: false, advertising: true }, '1-1_2-0_3-0_4-1'],
  ])('serializes %o as 1-1_2-p_3-s_4-a: %s', (levels, value) => {
    expect(serializeConsentLevels(levels)).toBe(value);
  });

  it('round-trips all eight combinations', () => {
    for (let n = 0; n < 8; n++) {
      const levels = { preferences: (n & 1) === 1, statistics: (n & 2) === 2, advertising: (n & 4) === 4 };
      const value = serializeConsentLevels(levels);
      expect(value).toMatch(CONSENT_VALUE_PATTERN);
      expect(parseConsentLevels(value)).toEqual(levels);
    }
  });

  it('has the default value 1-1_2-0_3-0_4-0', () => {
    expect(DEFAULT_CONSENT_VALUE).toBe('1-1_2-0_3-0_4-0');
    expect(parseConsentLevels(DEFAULT_CONSENT_VALUE)).toEqual(DEFAULT_CONSENT_LEVELS);
  });

  describe('isValidConsentValue: only a value of the pattern', () => {
    itAnswersYesOrNo(isValidConsentValue, {
      yes: ['1-1_2-1_3-1_4-1', '1-1_2-0_3-1_4-0'],
      no: [
        '1-0_2-1_3-1_4-1',
        '1-1_2-2_3-1_4-1',
        '1-1_2-1_3-1_4-1 ',
        ' 1-1_2-1_3-1_4-1',
        '1-1_2-1_3-1',
        '1-1_2-1_3-1_4-1_5-1',
        '1-1_2-true_3-1_4-1',
        '',
      ],
    });
  });

  it('treats a malformed or missing value as the default', () => {
    for (const value of ['garbage', '1-1_2-1_3-1_4-x', '1-1_2-1_3-1_4-11', null, undefined]) {
      expect(parseConsentLevels(value)).toEqual(DEFAULT_CONSENT_LEVELS);
      expect(consentStateFromCookieValue(value)).toEqual({ levels: DEFAULT_CONSENT_LEVELS, decided: false });
    }
  });

  it('marks a valid stored choice as decided, even when it is all off', () => {
    expect(consentStateFromCookieValue(DEFAULT_CONSENT_VALUE)).toEqual({ levels: DEFAULT_CONSENT_LEVELS, decided: true });
  });

  it('allows marketing tracking with statistics or advertising only', () => {
    expect(allowsMarketingTracking(DEFAULT_CONSENT_LEVELS)).toBe(false);
    expect(allowsMarketingTracking({ preferences: true, statistics: false, advertising: false })).toBe(false);
    expect(allowsMarketingTracking({ preferences: false, statistics: true, advertising: false })).toBe(true);
    expect(allowsMarketingTracking({ preferences: false, statistics: false, advertising: true })).toBe(true);
  });
});
