import type { HTMLAttributes } from 'react';
import { cx } from '../class-names';

/** Text for assistive technology only (still read by screen readers, not shown). */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={cx('kori-visually-hidden', className)} {...rest} />;
}
