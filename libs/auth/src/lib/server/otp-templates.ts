/**
 * E-mail templates are chosen by the lowercase current language (default en), with login and
 * signup variants: `kori_login_<lang>` and `kori_signup_<lang>`. The provider's `locale` follows the same language.
 */
export function otpEmailOptions(language: string | null | undefined): {
  login_template_id: string;
  signup_template_id: string;
  locale: string;
} {
  const lowered = (language ?? '').trim().toLowerCase();
  const lang = /^[a-z]{2}$/.test(lowered) ? lowered : 'en';
  return { login_template_id: `kori_login_${lang}`, signup_template_id: `kori_signup_${lang}`, locale: lang };
}
