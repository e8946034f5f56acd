import type { CSSProperties } from 'react';
import { cx } from '../class-names';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Round (avatars, icons) instead of a rounded rectangle. */
  circle?: boolean;
  className?: string;
}

/** Placeholder shape while content loads; hidden from assistive technology (pair it with a Spinner or aria-busy). */
export function Skeleton({ width = '100%', height = '1em', circle = false, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx('kori-skeleton', circle && 'kori-skeleton--circle', className)}
      style={{ width, height }}
    />
  );
}
