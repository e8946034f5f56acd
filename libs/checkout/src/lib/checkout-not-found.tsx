import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Container } from '@kori/ui';

/** A checkout page's answer for a checkout it cannot find: the heading, then the ways on (`children`). */
export function CheckoutNotFound({ children }: { children: ReactNode }) {
  return (
    <Container narrow>
      <h1>
        <FormattedMessage id="checkout.processing.notFound" />
      </h1>
      {children}
    </Container>
  );
}
