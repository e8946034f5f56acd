import type { PriceAlertOutcome } from '../model/price-alert-form';

/** The message each outcome shows next to the form. */
export const OUTCOME_MESSAGE: Record<PriceAlertOutcome, string> = {
  created: 'priceAlert.form.created',
  'code-sent': 'priceAlert.form.codeSent',
  confirmed: 'priceAlert.form.confirmed',
  deleted: 'priceAlert.deletedSuccess',
  'delete-failed': 'priceAlert.deletedFailure',
  invalid: 'priceAlert.form.invalid',
  'invalid-code': 'priceAlert.form.invalidCode',
  failed: 'priceAlert.form.failed',
};

export const isErrorOutcome = (outcome: PriceAlertOutcome) => outcome === 'invalid' || outcome === 'invalid-code' || outcome === 'failed' || outcome === 'delete-failed';
