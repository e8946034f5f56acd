import { Link } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';

/** The checkout pages' way out: back to the shop's front page. */
export function BackToShopLink() {
  return (
    <Link to="/">
      <FormattedMessage id="checkout.backToShop" />
    </Link>
  );
}
