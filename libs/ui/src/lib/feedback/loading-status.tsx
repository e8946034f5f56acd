import type { ReactNode } from 'react';
import { cx } from '../class-names';

export interface LoadingStatusProps {
  loading: boolean;
  /** What is loading, said while it loads (e.g. "Loading products…"). */
  children: ReactNode;
  className?: string;
}

/**
 * A polite status line that says what is loading. It stays in the page, empty when nothing loads: a
 * screen reader announces a change inside a live region it already knows, and often misses one that
 * arrives together with its text.
 */
export function LoadingStatus({ loading, children, className }: LoadingStatusProps) {
  return (
    <p role="status" className={cx('kori-loading-status', className)}>
      {loading ? children : null}
    </p>
  );
}
