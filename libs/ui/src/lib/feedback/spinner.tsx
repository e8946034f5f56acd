import { useIntl } from 'react-intl';
import { cx } from '../class-names';
import { VisuallyHidden } from '../layout/visually-hidden';

export interface SpinnerProps {
  /** Announced text; defaults to the `shell.loading` message. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** Busy indicator announced politely as a status. */
export function Spinner({ label, size = 'medium', className }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span role="status" className={cx('kori-spinner', `kori-spinner--${size}`, className)}>
      <span className="kori-spinner__circle" aria-hidden="true" />
      <VisuallyHidden>{label ?? intl.formatMessage({ id: 'shell.loading' })}</VisuallyHidden>
    </span>
  );
}
