import { cx } from '../class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

/** Class names of the button look; also for router links (e.g. Remix `<Link className={buttonClassName()}>`). */
export function buttonClassName(
  { variant = 'primary', size = 'medium', fullWidth = false }: ButtonStyleProps = {},
  extra?: string,
): string {
  return cx('kori-button', `kori-button--${variant}`, `kori-button--${size}`, fullWidth && 'kori-button--full', extra);
}
