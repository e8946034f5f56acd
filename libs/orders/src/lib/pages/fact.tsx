import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** One term of an order's description list (`<dl>`): the label text's id and the value. */
export function Fact({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children}</dd>
    </>
  );
}
