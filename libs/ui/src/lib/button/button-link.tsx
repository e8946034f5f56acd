import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { buttonClassName, type ButtonStyleProps } from './button-class-name';

export type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyleProps & { href: string };

/** A link (navigates) that looks like a button. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, fullWidth, className, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} className={buttonClassName({ variant, size, fullWidth }, className)} {...rest}>
      {children}
    </a>
  );
});
