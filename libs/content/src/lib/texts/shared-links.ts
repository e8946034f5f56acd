import { link } from './content-document';

/** Kori's customer service address; the same in every language. */
export const SUPPORT_EMAIL_ADDRESS = 'support@kori.example';
export const supportEmail = link(`mailto:${SUPPORT_EMAIL_ADDRESS}`, SUPPORT_EMAIL_ADDRESS);
