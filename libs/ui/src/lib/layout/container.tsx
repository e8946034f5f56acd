import type { HTMLAttributes } from 'react';
import { cx } from '../class-names';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'main' | 'section' | 'header' | 'footer' | 'nav' | 'article';
  /** Narrow reading width instead of the page width. */
  narrow?: boolean;
}

/** Centred page-width column with side padding. */
export function Container({ as: Element = 'div', narrow = false, className, ...rest }: ContainerProps) {
  return <Element className={cx('kori-container', narrow && 'kori-container--narrow', className)} {...rest} />;
}
