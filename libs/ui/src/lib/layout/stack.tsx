import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../class-names';

/** Steps of the spacing scale (--kori-space-0 ... --kori-space-8 in global.css). */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface StackProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'ul' | 'ol' | 'section' | 'header' | 'footer' | 'nav' | 'form';
  direction?: 'vertical' | 'horizontal';
  gap?: SpaceStep;
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: boolean;
}

const JUSTIFY: Record<NonNullable<StackProps['justify']>, CSSProperties['justifyContent']> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
};

/** Flex row or column with a gap from the spacing scale. */
export function Stack({
  as: Element = 'div',
  direction = 'vertical',
  gap = 3,
  align,
  justify,
  wrap = false,
  className,
  style,
  ...rest
}: StackProps) {
  const stackStyle: CSSProperties = {
    gap: `var(--kori-space-${gap})`,
    alignItems: align === 'start' || align === 'end' ? `flex-${align}` : align,
    justifyContent: justify ? JUSTIFY[justify] : undefined,
    ...style,
  };
  return (
    <Element
      className={cx('kori-stack', `kori-stack--${direction}`, wrap && 'kori-stack--wrap', className)}
      style={stackStyle}
      {...rest}
    />
  );
}
