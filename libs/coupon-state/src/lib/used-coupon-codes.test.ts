import { createStore } from 'jotai';
import { storedValuesChecked } from '@kori/shell/testing';
import { storedCouponCodes, storeUsedCouponCodes } from '../testing';
import {
  anyCouponCodeUsedAtom,
  applyAccountCouponEligibilityAtom,
  lastUsedCouponCodeAtom,
  recordUsedCouponCodesAtom,
  usedCouponCodesAtom,
  usedCouponCodesForAccount,
} from './used-coupon-codes';

describe('used coupon codes', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('start empty, with no last used code', () => {
    const store = createStore();
    expect(store.get(usedCouponCodesAtom)).toEqual([]);
    expect(store.get(lastUsedCouponCodeAtom)).toBeNull();
    expect(store.get(anyCouponCodeUsedAtom)).toBe(false);
  });

  it('are stored upper-cased and de-duplicated, the last of them as the last used code', () => {
    const store = createStore();
    store.set(recordUsedCouponCodesAtom, { codes: ['star', 'Star', 'abc'] });
    expect(store.get(usedCouponCodesAtom)).toEqual(['STAR', 'ABC']);
    expect(storedCouponCodes()).toEqual({ used: ['STAR', 'ABC'], lastUsed: 'ABC' });
    expect(store.get(anyCouponCodeUsedAtom)).toBe(true);
  });

  it('are appended to the codes of an earlier visit', async () => {
    storeUsedCouponCodes(['STAR']);
    const store = createStore();
    store.set(recordUsedCouponCodesAtom, { codes: ['abc', 'star'] });
    await storedValuesChecked();
    expect(storedCouponCodes()).toEqual({ used: ['STAR', 'ABC'], lastUsed: 'STAR' });
  });

  it('can replace the list wholesale', async () => {
    storeUsedCouponCodes(['STAR', 'ABC']);
    const store = createStore();
    store.set(recordUsedCouponCodesAtom, { codes: ['xyz'], mode: 'replace' });
    await storedValuesChecked();
    expect(storedCouponCodes()).toEqual({ used: ['XYZ'], lastUsed: 'XYZ' });
  });

  it('ignore blank codes', () => {
    const store = createStore();
    store.set(recordUsedCouponCodesAtom, { codes: [' ', ''] });
    expect(storedCouponCodes()).toEqual({ used: null, lastUsed: null });
  });

  it.each([
    ['used-coupon-codes', '"STAR"'],
    ['used-coupon-codes', '[1,2]'],
    ['used-coupon-codes', 'STAR'],
    ['last-used-coupon-code', '["STAR"]'],
  ])('resets a stored %s of the wrong shape (%s) and logs the schema warning', async (key, raw) => {
    window.localStorage.setItem(key, raw);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createStore();
    const atom = key === 'used-coupon-codes' ? usedCouponCodesAtom : lastUsedCouponCodeAtom;
    store.set(atom as typeof usedCouponCodesAtom, (previous) => previous);
    await storedValuesChecked();
    expect(warn).toHaveBeenCalledWith(`Stored value for ${key} does not match schema`);
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  describe('once the user is loaded', () => {
    it('are emptied for a first-time buyer', async () => {
      storeUsedCouponCodes(['STAR', 'ABC']);
      const store = createStore();
      store.set(applyAccountCouponEligibilityAtom, true);
      await storedValuesChecked();
      expect(store.get(usedCouponCodesAtom)).toEqual([]);
      expect(storedCouponCodes().used).toEqual([]);
    });

    it('are replaced by STAR alone for anyone else', async () => {
      storeUsedCouponCodes(['ABC', 'XYZ']);
      const store = createStore();
      store.set(applyAccountCouponEligibilityAtom, false);
      await storedValuesChecked();
      expect(storedCouponCodes().used).toEqual(['STAR']);
    });

    it('follow the rule as a pure function', () => {
      expect(usedCouponCodesForAccount(true)).toEqual([]);
      expect(usedCouponCodesForAccount(false)).toEqual(['STAR']);
    });
  });
});
