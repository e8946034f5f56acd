import { chooseTemplate, renderOtpEmail } from './otp-email-templates';

describe('chooseTemplate', () => {
  it('uses the signup variant for a user this request created, else the login one', () => {
    const ids = { loginTemplateId: 'kori_login_sv', signupTemplateId: 'kori_signup_sv' };
    expect(chooseTemplate({ userCreated: true, ...ids })).toEqual({ kind: 'signup', language: 'sv', templateId: 'kori_signup_sv' });
    expect(chooseTemplate({ userCreated: false, ...ids })).toEqual({ kind: 'login', language: 'sv', templateId: 'kori_login_sv' });
  });

  it('takes the language from the template id, lowercased', () => {
    expect(chooseTemplate({ userCreated: false, loginTemplateId: 'KORI_LOGIN_FI', locale: 'en' }).language).toBe('fi');
    expect(chooseTemplate({ userCreated: false, loginTemplateId: 'kori_login_nl' }).language).toBe('nl');
  });

  it('falls back to the locale, then to English', () => {
    expect(chooseTemplate({ userCreated: false, locale: 'sv-SE' }).language).toBe('sv');
    expect(chooseTemplate({ userCreated: false, locale: 'NL' }).language).toBe('nl');
    expect(chooseTemplate({ userCreated: false, loginTemplateId: 'kori_login_de', locale: 'de' }).language).toBe('en');
    expect(chooseTemplate({ userCreated: true, loginTemplateId: 'kori_login_fi' })).toEqual({ kind: 'signup', language: 'en', templateId: null });
    expect(chooseTemplate({ userCreated: false }).language).toBe('en');
  });
});

describe('renderOtpEmail', () => {
  const languages = ['fi', 'en', 'sv', 'nl'] as const;

  it.each(languages)('writes the %s login and signup e-mails with the code and its lifetime', (language) => {
    const login = renderOtpEmail({ kind: 'login', language }, '042917', 5);
    const signup = renderOtpEmail({ kind: 'signup', language }, '042917', 5);
    for (const email of [login, signup]) {
      expect(email.text).toContain('042917');
      expect(email.text).toContain('5 ');
      expect(email.html).toContain('042917');
      expect(email.html).toContain(`lang="${language}"`);
    }
    expect(login.subject).not.toBe(signup.subject);
  });

  it('has a different text per language', () => {
    const subjects = languages.map((language) => renderOtpEmail({ kind: 'login', language }, '123456', 5).subject);
    expect(new Set(subjects).size).toBe(4);
    expect(renderOtpEmail({ kind: 'login', language: 'fi' }, '123456', 5).text).toContain('5 minuuttia');
    expect(renderOtpEmail({ kind: 'login', language: 'sv' }, '123456', 1).text).toContain('1 minut ');
    expect(renderOtpEmail({ kind: 'signup', language: 'nl' }, '123456', 10).text).toContain('10 minuten');
    expect(renderOtpEmail({ kind: 'signup', language: 'en' }, '123456', 5).subject).toBe('Welcome to Kori – confirm your e-mail address');
  });
});
