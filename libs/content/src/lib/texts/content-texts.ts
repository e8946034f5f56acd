import type { Language } from '@kori/i18n';
import type { ContentPageId } from '../content-pages';
import { aboutEn } from './about.en';
import { aboutFi } from './about.fi';
import { aboutNl } from './about.nl';
import { aboutSv } from './about.sv';
import { campaignTermsEn } from './campaign-terms.en';
import { campaignTermsFi } from './campaign-terms.fi';
import { campaignTermsNl } from './campaign-terms.nl';
import { campaignTermsSv } from './campaign-terms.sv';
import type { ContentDocument } from './content-document';
import { helpEn } from './help.en';
import { helpFi } from './help.fi';
import { helpNl } from './help.nl';
import { helpSv } from './help.sv';
import { merchantEn } from './merchant.en';
import { merchantFi } from './merchant.fi';
import { merchantNl } from './merchant.nl';
import { merchantSv } from './merchant.sv';
import { privacyStatementEn } from './privacy-statement.en';
import { privacyStatementFi } from './privacy-statement.fi';
import { privacyStatementNl } from './privacy-statement.nl';
import { privacyStatementSv } from './privacy-statement.sv';
import { termsAndConditionsEn } from './terms-and-conditions.en';
import { termsAndConditionsFi } from './terms-and-conditions.fi';
import { termsAndConditionsNl } from './terms-and-conditions.nl';
import { termsAndConditionsSv } from './terms-and-conditions.sv';

/**
 * Every content page in every language. Server code only: a page's loader sends the browser the one
 * language it needs, so the client bundle carries none of these texts.
 */
export const CONTENT_TEXTS: Readonly<Record<ContentPageId, Readonly<Record<Language, ContentDocument>>>> = {
  help: { fi: helpFi, en: helpEn, sv: helpSv, nl: helpNl },
  merchant: { fi: merchantFi, en: merchantEn, sv: merchantSv, nl: merchantNl },
  about: { fi: aboutFi, en: aboutEn, sv: aboutSv, nl: aboutNl },
  'privacy-statement': { fi: privacyStatementFi, en: privacyStatementEn, sv: privacyStatementSv, nl: privacyStatementNl },
  'terms-and-conditions': { fi: termsAndConditionsFi, en: termsAndConditionsEn, sv: termsAndConditionsSv, nl: termsAndConditionsNl },
  'campaign-terms': { fi: campaignTermsFi, en: campaignTermsEn, sv: campaignTermsSv, nl: campaignTermsNl },
};

/** A page's text in one language. */
export function contentText(page: ContentPageId, language: Language): ContentDocument {
  return CONTENT_TEXTS[page][language];
}
