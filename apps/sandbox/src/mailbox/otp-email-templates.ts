import { escapeHtml } from '../http/escape-html';
import { languageSchema, type MailLanguage } from '../state/state-schema';

export type TemplateKind = 'login' | 'signup';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface TemplateText {
  subject: string;
  greeting: string;
  intro: (minutes: number) => string;
  ignore: string;
  signature: string;
}

/** How long the code lasts, in each language's own plural form. */
const minutesPhrase: Record<MailLanguage, (minutes: number) => string> = {
  en: (m) => `${m} ${m === 1 ? 'minute' : 'minutes'}`,
  fi: (m) => `${m} ${m === 1 ? 'minuutin' : 'minuuttia'}`,
  sv: (m) => `${m} ${m === 1 ? 'minut' : 'minuter'}`,
  nl: (m) => `${m} ${m === 1 ? 'minuut' : 'minuten'}`,
};

const templates: Record<MailLanguage, Record<TemplateKind, TemplateText>> = {
  en: {
    login: {
      subject: 'Your Kori sign-in code',
      greeting: 'Hi,',
      intro: (m) => `Here is your code for signing in to Kori. It is valid for ${minutesPhrase.en(m)} and works once.`,
      ignore: 'If you did not try to sign in, you can ignore this message.',
      signature: 'The Kori team',
    },
    signup: {
      subject: 'Welcome to Kori – confirm your e-mail address',
      greeting: 'Welcome to Kori!',
      intro: (m) =>
        `Enter this code to finish creating your account. It is valid for ${minutesPhrase.en(m)} and works once.`,
      ignore: 'If you did not create an account, you can ignore this message.',
      signature: 'The Kori team',
    },
  },
  fi: {
    login: {
      subject: 'Kori-kirjautumiskoodisi',
      greeting: 'Hei,',
      intro: (m) => `Tässä on koodisi Koriin kirjautumista varten. Koodi on voimassa ${minutesPhrase.fi(m)} ja toimii vain kerran.`,
      ignore: 'Jos et yrittänyt kirjautua, voit jättää tämän viestin huomiotta.',
      signature: 'Korin tiimi',
    },
    signup: {
      subject: 'Tervetuloa Koriin – vahvista sähköpostiosoitteesi',
      greeting: 'Tervetuloa Koriin!',
      intro: (m) =>
        `Viimeistele tilisi luominen syöttämällä tämä koodi. Koodi on voimassa ${minutesPhrase.fi(m)} ja toimii vain kerran.`,
      ignore: 'Jos et luonut tiliä, voit jättää tämän viestin huomiotta.',
      signature: 'Korin tiimi',
    },
  },
  sv: {
    login: {
      subject: 'Din inloggningskod för Kori',
      greeting: 'Hej,',
      intro: (m) =>
        `Här är din kod för att logga in på Kori. Koden gäller i ${minutesPhrase.sv(m)} och kan bara användas en gång.`,
      ignore: 'Om du inte försökte logga in kan du bortse från det här meddelandet.',
      signature: 'Kori-teamet',
    },
    signup: {
      subject: 'Välkommen till Kori – bekräfta din e-postadress',
      greeting: 'Välkommen till Kori!',
      intro: (m) =>
        `Ange den här koden för att slutföra registreringen. Koden gäller i ${minutesPhrase.sv(m)} och kan bara användas en gång.`,
      ignore: 'Om du inte har skapat något konto kan du bortse från det här meddelandet.',
      signature: 'Kori-teamet',
    },
  },
  nl: {
    login: {
      subject: 'Je inlogcode voor Kori',
      greeting: 'Hallo,',
      intro: (m) => `Hier is je code om in te loggen bij Kori. De code is ${minutesPhrase.nl(m)} geldig en werkt maar één keer.`,
      ignore: 'Heb je niet geprobeerd in te loggen? Dan kun je dit bericht negeren.',
      signature: 'Het Kori-team',
    },
    signup: {
      subject: 'Welkom bij Kori – bevestig je e-mailadres',
      greeting: 'Welkom bij Kori!',
      intro: (m) =>
        `Voer deze code in om het aanmaken van je account af te ronden. De code is ${minutesPhrase.nl(m)} geldig en werkt maar één keer.`,
      ignore: 'Heb je geen account aangemaakt? Dan kun je dit bericht negeren.',
      signature: 'Het Kori-team',
    },
  },
};

export const DEFAULT_MAIL_LANGUAGE: MailLanguage = 'en';

/** `kori_login_fi`, `kori_signup_sv`, …: the template ids the storefront sends, one per variant and language. */
const TEMPLATE_ID = /^kori_(login|signup)_([a-z]{2})$/;

function languageOf(value: string | undefined): MailLanguage | null {
  const parsed = languageSchema.safeParse(value?.trim().toLowerCase().split(/[-_]/)[0]);
  return parsed.success ? parsed.data : null;
}

export interface TemplateChoice {
  kind: TemplateKind;
  language: MailLanguage;
  templateId: string | null;
}

/**
 * Picks the e-mail like Stytch picks a template: the signup template for a user created by this
 * request, else the login one. The language is the one the template id names, else the request's
 * locale, else English.
 */
export function chooseTemplate(input: {
  userCreated: boolean;
  loginTemplateId?: string;
  signupTemplateId?: string;
  locale?: string;
}): TemplateChoice {
  const kind: TemplateKind = input.userCreated ? 'signup' : 'login';
  const templateId = (kind === 'signup' ? input.signupTemplateId : input.loginTemplateId) ?? null;
  const fromTemplate = templateId ? languageOf(TEMPLATE_ID.exec(templateId.toLowerCase())?.[2]) : null;
  return { kind, templateId, language: fromTemplate ?? languageOf(input.locale) ?? DEFAULT_MAIL_LANGUAGE };
}

export function renderOtpEmail(choice: Pick<TemplateChoice, 'kind' | 'language'>, code: string, expirationMinutes: number): RenderedEmail {
  const t = templates[choice.language][choice.kind];
  const intro = t.intro(expirationMinutes);
  const text = [t.greeting, '', intro, '', code, '', t.ignore, '', t.signature].join('\n');
  const html = [
    `<!doctype html><html lang="${choice.language}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; color: #1a1a1a;">',
    `<p>${escapeHtml(t.greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px;">${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(t.ignore)}</p>`,
    `<p>${escapeHtml(t.signature)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: t.subject, text, html };
}
