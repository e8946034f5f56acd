import { CONSENT_MODE_DEFAULT, consentModeInlineScript, consentModeSignals, ensureConsentModeDefault, updateConsentMode } from './consent-mode';

const none = { preferences: false, statistics: false, advertising: false };
const all = { preferences: true, statistics: true, advertising: true };

function freshWindow(): Window {
  return {} as Window;
}

// Commands are arrays tagged as Arguments (see gtagCommand); compare their plain contents.
const plain = (entries: unknown[] | undefined) => (entries ?? []).map((entry) => (Array.isArray(entry) ? [...entry] : entry));

describe('Consent Mode v2', () => {
  it('pushes the denied default with wait_for_update first, once', () => {
    const w = freshWindow();
    ensureConsentModeDefault(w);
    ensureConsentModeDefault(w);
    expect(plain(w.dataLayer)).toEqual([
      ['consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 }],
    ]);
  });

  it('tags commands so that GTM reads them as gtag arguments', () => {
    const w = freshWindow();
    ensureConsentModeDefault(w);
    const [command] = w.dataLayer!;
    expect(Object.prototype.toString.call(command)).toBe('[object Arguments]');
    expect(Array.isArray(command)).toBe(true);
  });

  it('maps statistics to analytics storage and advertising to the three ad signals', () => {
    expect(consentModeSignals({ preferences: true, statistics: true, advertising: false })).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeSignals({ preferences: false, statistics: false, advertising: true })).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('pushes an update after the default, and not the same update twice', () => {
    const w = freshWindow();
    updateConsentMode(all, w);
    updateConsentMode(all, w);
    updateConsentMode(none, w);
    expect(w.dataLayer!.map((entry) => (entry as unknown[]).slice(0, 2).join(' '))).toEqual([
      'consent default',
      'consent update',
      'consent update',
    ]);
    expect((w.dataLayer![1] as unknown[])[2]).toEqual(consentModeSignals(all));
    expect((w.dataLayer![2] as unknown[])[2]).toEqual(consentModeSignals(none));
  });

  describe('inline script', () => {
    function run(script: string, w: Window) {
      new Function('window', script)(w);
    }

    it('pushes default then the stored choice, tagged as arguments', () => {
      const w = freshWindow();
      run(consentModeInlineScript({ levels: all, decided: true }), w);
      expect(plain(w.dataLayer)).toEqual([
        ['consent', 'default', { ...CONSENT_MODE_DEFAULT }],
        ['consent', 'update', consentModeSignals(all)],
      ]);
      expect(Object.prototype.toString.call(w.dataLayer![1])).toBe('[object Arguments]');
      // Afterwards the runtime recognises what the script already pushed.
      updateConsentMode(all, w);
      ensureConsentModeDefault(w);
      expect(w.dataLayer).toHaveLength(2);
    });

    it('pushes only the default for a shopper who has not chosen yet', () => {
      const w = freshWindow();
      run(consentModeInlineScript({ levels: none, decided: false }), w);
      expect(plain(w.dataLayer)).toEqual([['consent', 'default', { ...CONSENT_MODE_DEFAULT }]]);
    });

    it('keeps entries pushed earlier by others', () => {
      const w = freshWindow();
      w.dataLayer = [{ event: 'early' }];
      run(consentModeInlineScript({ levels: none, decided: true }), w);
      expect(w.dataLayer).toHaveLength(3);
      expect(w.dataLayer[0]).toEqual({ event: 'early' });
    });
  });
});
