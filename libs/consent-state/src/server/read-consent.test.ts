/** @jest-environment node */
import { readConsentFromRequest, serializeConsentCookie } from './read-consent';

const requestWithCookie = (cookie?: string) =>
  new Request('https://kori.test/', cookie === undefined ? {} : { headers: { cookie } });

describe('readConsentFromRequest', () => {
  it('reads a decided choice from the consent-levels cookie', () => {
    expect(readConsentFromRequest(requestWithCookie('locale=fi; consent-levels=1-1_2-0_3-1_4-0'))).toEqual({
      levels: { preferences: false, statistics: true, advertising: false },
      decided: true,
    });
  });

  it('treats a missing or malformed cookie as the undecided default', () => {
    const undecided = { levels: { preferences: false, statistics: false, advertising: false }, decided: false };
    expect(readConsentFromRequest(requestWithCookie())).toEqual(undecided);
    expect(readConsentFromRequest(requestWithCookie('consent-levels=1-1_2-x_3-1_4-0'))).toEqual(undecided);
    expect(readConsentFromRequest(requestWithCookie('consent-levels=1-1_2-1_3-1_4-1x'))).toEqual(undecided);
    expect(readConsentFromRequest(requestWithCookie('consent-levels=all'))).toEqual(undecided);
  });

  it('reads back the cookie that serializeConsentCookie writes', () => {
    const setCookie = serializeConsentCookie({ preferences: false, statistics: true, advertising: false });
    const pair = setCookie.split(';')[0]!;
    expect(readConsentFromRequest(requestWithCookie(pair)).levels).toEqual({ preferences: false, statistics: true, advertising: false });
  });
});

describe('serializeConsentCookie', () => {
  it('stores the choice for two years, strict and readable by the page', () => {
    const header = serializeConsentCookie({ preferences: true, statistics: false, advertising: true });
    expect(header).toContain('consent-levels=1-1_2-1_3-0_4-1');
    expect(header).toContain('Max-Age=63072000');
    expect(header).toMatch(/SameSite=Strict/i);
    expect(header).not.toMatch(/HttpOnly/i);
  });
});
