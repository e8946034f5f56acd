import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { buttonClassName, type ButtonStyleProps } from './button-class-name';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleProps;

/** Native button with the design-system look. Defaults to type="button" so it never submits by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClassName({ variant, size, fullWidth }, className)} {...rest} />;
});
