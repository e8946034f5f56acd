import type { Currency } from '@kori/region';
import { minorToDecimal } from '../domain/money';
import type { MailMessage } from '../mail/mailer';

export type MailLanguage = 'fi' | 'en' | 'sv' | 'nl';

const texts: Record<MailLanguage, { codeSubject: string; codeBody: (code: string, product: string) => string; dropSubject: (product: string) => string; dropBody: (f: DropFacts) => string }> = {
  fi: {
    codeSubject: 'Vahvista Korin hintavahti',
    codeBody: (code, product) => `Vahvistuskoodisi hintavahdille (${product}): ${code}\n\nKoodi on voimassa 30 minuuttia.`,
    dropSubject: (product) => `Hinta laski: ${product}`,
    dropBody: (f) => `${f.product} maksaa nyt ${f.price} toimitettuna (${f.merchant}). Tavoitehintasi oli ${f.target}.\n\nPoista hintavahti: ${f.deleteUrl}`,
  },
  en: {
    codeSubject: 'Confirm your Kori price alert',
    codeBody: (code, product) => `Your confirmation code for the price alert on ${product}: ${code}\n\nThe code is valid for 30 minutes.`,
    dropSubject: (product) => `Price drop: ${product}`,
    dropBody: (f) => `${f.product} now costs ${f.price} delivered (${f.merchant}). Your target price was ${f.target}.\n\nDelete this price alert: ${f.deleteUrl}`,
  },
  sv: {
    codeSubject: 'Bekräfta din prisbevakning på Kori',
    codeBody: (code, product) => `Din bekräftelsekod för prisbevakningen på ${product}: ${code}\n\nKoden gäller i 30 minuter.`,
    dropSubject: (product) => `Priset har sjunkit: ${product}`,
    dropBody: (f) => `${f.product} kostar nu ${f.price} levererat (${f.merchant}). Ditt målpris var ${f.target}.\n\nTa bort prisbevakningen: ${f.deleteUrl}`,
  },
  nl: {
    codeSubject: 'Bevestig je prijsalarm bij Kori',
    codeBody: (code, product) => `Je bevestigingscode voor het prijsalarm op ${product}: ${code}\n\nDe code is 30 minuten geldig.`,
    dropSubject: (product) => `Prijsdaling: ${product}`,
    dropBody: (f) => `${f.product} kost nu ${f.price} bezorgd (${f.merchant}). Je streefprijs was ${f.target}.\n\nPrijsalarm verwijderen: ${f.deleteUrl}`,
  },
};

interface DropFacts {
  product: string;
  price: string;
  target: string;
  merchant: string;
  deleteUrl: string;
}

export const formatMoney = (minor: number, currency: Currency) => `${minorToDecimal(minor)} ${currency}`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `{origin}/?price-alert-to-delete=ID`: any storefront page deletes the alert it names. */
export function deletionLink(storefrontOrigin: string, alertId: string): string {
  const url = new URL('/', storefrontOrigin);
  url.searchParams.set('price-alert-to-delete', alertId);
  return url.toString();
}

export function confirmationMail(to: string, language: MailLanguage, code: string, product: string): MailMessage {
  const t = texts[language];
  return { to, language, subject: t.codeSubject, text: t.codeBody(code, product) };
}

export function priceDropMail(to: string, language: MailLanguage, facts: DropFacts): MailMessage {
  const t = texts[language];
  const text = t.dropBody(facts);
  const html = `<p>${escapeHtml(text.split('\n\n')[0] ?? '')}</p><p><a href="${escapeHtml(facts.deleteUrl)}">${escapeHtml(facts.deleteUrl)}</a></p>`;
  return { to, language, subject: t.dropSubject(facts.product), text, html };
}
