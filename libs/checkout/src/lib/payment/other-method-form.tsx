import { Form, useNavigation } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@kori/ui';
import { checkoutPaths } from '../checkout-paths';
import { OTHER_METHOD_INTENT } from '../processing/processing-data';

/**
 * "Choose another way to pay": posts to the processing page's action, which closes the payment the
 * shopper left unfinished at its provider and shows the methods again. A plain form post, so it works
 * without JavaScript too.
 */
export function OtherMethodForm({ checkoutId, variant = 'secondary' }: { checkoutId: string; variant?: 'secondary' | 'link' }) {
  const navigation = useNavigation();
  const leaving = navigation.state !== 'idle' && navigation.formData?.get('intent') === OTHER_METHOD_INTENT;
  return (
    <Form method="post" action={checkoutPaths.processing(checkoutId)} className="kori-checkout-other-method">
      <input type="hidden" name="intent" value={OTHER_METHOD_INTENT} />
      <input type="hidden" name="checkoutId" value={checkoutId} />
      <Button type="submit" variant={variant} disabled={leaving} aria-busy={leaving || undefined}>
        <FormattedMessage id="checkout.payment.otherMethod" />
      </Button>
    </Form>
  );
}

/** The same form as plain HTML, for a <noscript> block (its content is never hydrated). */
export function NoScriptOtherMethodForm({ checkoutId, label }: { checkoutId: string; label: string }) {
  return (
    <form method="post" action={checkoutPaths.processing(checkoutId)} className="kori-checkout-other-method">
      <input type="hidden" name="intent" value={OTHER_METHOD_INTENT} />
      <input type="hidden" name="checkoutId" value={checkoutId} />
      <button type="submit">{label}</button>
    </form>
  );
}
