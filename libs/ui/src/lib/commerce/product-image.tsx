import { cx } from '../class-names';

export interface ProductImageProps {
  src: string;
  alt: string;
  /** The main product image is above the fold and loads eagerly; grid thumbnails load lazily. */
  priority?: boolean;
  className?: string;
}

/** How many cards of a grid load their image at once: those the first screen shows (LCP). */
export const EAGER_GRID_IMAGES = 4;

// Intrinsic size of the generated product images; with the CSS aspect-ratio box this reserves the space
// before the image arrives, so nothing jumps.
const SIZE = 400;

/** A product image in a fixed square frame. */
export function ProductImage({ src, alt, priority = false, className }: ProductImageProps) {
  return (
    <div className={cx('kori-catalog-image', className)}>
      <img
        src={src}
        alt={alt}
        width={SIZE}
        height={SIZE}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
    </div>
  );
}
