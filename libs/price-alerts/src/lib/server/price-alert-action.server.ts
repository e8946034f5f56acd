import { isGraphQLRequestError } from '@kori/graphql-schema/server';
import { graphqlLanguage } from '@kori/region';
import { safeRedirectPathWith } from '@kori/shell';
import { createFormChangeAction, type FormChangeActionDeps, type StorefrontRequestContext } from '@kori/shell/server';
import { z } from 'zod';
import { PriceAlertConfirmDocument, PriceAlertCreateDocument, PriceAlertDeleteDocument } from '../../graphql/generated/graphql';
import {
  PRICE_ALERT_OUTCOME_PARAM,
  PRICE_ALERT_PENDING_PARAM,
  type PriceAlertActionData,
  type PriceAlertIntent,
  type PriceAlertOutcome,
} from '../model/price-alert-form';

const alertId = z.uuid();
const common = { returnTo: z.string().max(2048).optional(), js: z.literal('1').optional() };
const formSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('create'),
    productId: z.string().trim().regex(/^\d{1,10}$/),
    // Decimal with a dot or a comma, at most two decimals.
    targetPrice: z
      .string()
      .trim()
      .regex(/^\d{1,7}([.,]\d{1,2})?$/)
      .transform((value) => value.replace(',', '.')),
    email: z
      .string()
      .trim()
      .max(254)
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(z.email().optional()),
    ...common,
  }),
  z.object({ intent: z.literal('confirm'), alertId, code: z.string().trim().regex(/^\d{6}$/), ...common }),
  z.object({ intent: z.literal('delete'), alertId, ...common }),
]);
type PriceAlertForm = z.infer<typeof formSchema>;

async function run(ctx: StorefrontRequestContext, form: PriceAlertForm, signal: AbortSignal): Promise<PriceAlertActionData> {
  const init = { signal };
  switch (form.intent) {
    case 'create': {
      const variables = { productId: form.productId, region: ctx.region, targetPrice: form.targetPrice, email: form.email ?? null, language: graphqlLanguage(ctx.locale) };
      const { priceAlertCreate } = await ctx.graphql.request(PriceAlertCreateDocument, variables, init);
      return { intent: 'create', outcome: priceAlertCreate.confirmationRequired ? 'code-sent' : 'created', alertId: priceAlertCreate.alert.id };
    }
    case 'confirm': {
      const { priceAlertConfirm } = await ctx.graphql.request(PriceAlertConfirmDocument, { id: form.alertId, code: form.code }, init);
      return { intent: 'confirm', outcome: priceAlertConfirm.confirmed ? 'confirmed' : 'failed', alertId: form.alertId };
    }
    case 'delete': {
      const { priceAlertDelete } = await ctx.graphql.request(PriceAlertDeleteDocument, { id: form.alertId }, init);
      // Only INACTIVE means the alert is gone.
      return { intent: 'delete', outcome: priceAlertDelete.status === 'INACTIVE' ? 'deleted' : 'delete-failed', alertId: form.alertId };
    }
  }
}

function failureOf(form: PriceAlertForm, cause: unknown): PriceAlertOutcome {
  if (form.intent === 'delete') return 'delete-failed';
  if (isGraphQLRequestError(cause)) {
    const reason = cause.errors[0]?.extensions?.['reason'];
    if (form.intent === 'confirm' && (reason === 'INVALID_CODE' || cause.code === 'BAD_USER_INPUT')) return 'invalid-code';
    if (cause.code === 'BAD_USER_INPUT') return 'invalid';
  }
  return 'failed';
}

function pageAfter(returnTo: string | undefined, result: PriceAlertActionData): string {
  return safeRedirectPathWith(returnTo, (params) => {
    params.set(PRICE_ALERT_OUTCOME_PARAM, result.outcome);
    params.delete(PRICE_ALERT_PENDING_PARAM);
    const awaitingCode = result.outcome === 'code-sent' || (result.intent === 'confirm' && result.outcome === 'invalid-code');
    if (awaitingCode && result.alertId) params.set(PRICE_ALERT_PENDING_PARAM, result.alertId);
  });
}

/**
 * POST /price-alerts: set an alert (signed in: at once; signed out: a code goes to the e-mail address),
 * confirm it with the code, or delete one. With JavaScript (`js=1`) the answer is JSON for the fetcher;
 * a plain form post goes back to the page it came from with the outcome in the address.
 */
export function createPriceAlertAction(overrides: Partial<FormChangeActionDeps> = {}) {
  return createFormChangeAction<PriceAlertForm, PriceAlertActionData>(
    {
      what: 'Changing price alerts',
      log: 'priceAlert',
      parse: (fields) => formSchema.safeParse(fields),
      invalid(fields) {
        const rawIntent = fields['intent'];
        const intent: PriceAlertIntent | null = rawIntent === 'create' || rawIntent === 'confirm' || rawIntent === 'delete' ? rawIntent : null;
        const rawId = fields['alertId'];
        const keepId = typeof rawId === 'string' && z.uuid().safeParse(rawId).success ? rawId : null;
        return { intent, outcome: intent === 'delete' ? 'delete-failed' : intent === 'confirm' ? 'invalid-code' : 'invalid', alertId: keepId };
      },
      change: (ctx, form, _headers, request) => run(ctx, form, request.signal),
      failed: (form, cause) => ({ intent: form.intent, outcome: failureOf(form, cause), alertId: 'alertId' in form ? form.alertId : null }),
      pageAfter: (fields, _form, result) => pageAfter(typeof fields['returnTo'] === 'string' ? fields['returnTo'] : undefined, result),
    },
    overrides,
  );
}
