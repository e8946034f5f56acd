import { useSearchParams } from '@remix-run/react';
import { onDemandComponent } from '@kori/ui';
import { CART_OUTCOME_PARAM } from '../model/cart-form';

const NoNotice = () => null;

// The message's code (its texts, the error wording) is a chunk of its own: only an address carrying
// `?cart=` shows it, which a shopper with JavaScript reaches only when posting before the page hydrated.
const messageCode = onDemandComponent(
  () => import('./cart-outcome-message').then((module) => module.CartOutcomeMessage),
  (error) => {
    console.warn('Could not load the cart outcome message', error);
    return NoNotice;
  },
);

// The server renders the notice into the HTML (it is the answer a shopper without JavaScript gets), so it
// loads the message at start; a page that arrives with the parameter fetches it at once as well.
if (typeof document === 'undefined' || new URLSearchParams(window.location.search).has(CART_OUTCOME_PARAM)) {
  void messageCode.preload();
}

/**
 * The outcome of a cart change posted without JavaScript (`?cart=added|updated|<code>`), at the top of the
 * page. Without the parameter it renders nothing and loads nothing. The message gets no Suspense boundary
 * of its own: a page arriving with it hydrates once its code is here, so the server's notice stays in place.
 */
export function CartOutcomeNotice() {
  const [params] = useSearchParams();
  if (!params.has(CART_OUTCOME_PARAM)) return null;
  const Loaded = messageCode.loaded();
  return Loaded ? <Loaded /> : <messageCode.Lazy />;
}
