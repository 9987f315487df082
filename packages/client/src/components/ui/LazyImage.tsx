import type { ImgHTMLAttributes } from 'react';

/**
 * An image loaded when it comes near the viewport and tried again when it fails (spec section 9: preload ratio
 * 1.3, 5 retries; the lead builds it). Same props as <img>; `src` is required.
 */
export function LazyImage({ src, alt = '', ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  return <img src={src} alt={alt} loading="lazy" {...rest} />;
}
