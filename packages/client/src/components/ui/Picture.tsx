import type { ImgHTMLAttributes } from 'react';
import { pictureSrcset } from '@card/contract';
import { FallbackImage } from './FallbackImage';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'loading' | 'decoding' | 'srcSet'> & {
  src: string;
  /** The box the picture is shown in, in CSS px (its stylesheet's size): the browser holds it before the file arrives. */
  width: number;
  height: number;
  /** The first screen's main picture (a hero, the card's photo): fetched at once and first, not when scrolled near. */
  eager?: boolean;
};

/**
 * Every picture of the app (issue 35, item 4). `width`/`height` are written on the <img> so the page does not jump
 * when it loads (the base style gives such an image `height: auto` unless its own CSS sizes it, so the pair only
 * sets the proportions). Below the fold (the default) it loads lazily and decodes off the main thread. Our own
 * stored files (`/files/...`) get a srcset of the server's sized variants for 1x/2x/3x screens, so a 64 px
 * thumbnail does not download a 1280 px photo; other addresses (a WeChat avatar, a blob preview) are left as they are.
 * A file that fails gives way to a grey box of the same size (FallbackImage).
 */
export function Picture({ src, width, height, eager = false, ...rest }: PictureProps) {
  const srcSet = pictureSrcset(src, width);
  return (
    <FallbackImage
      {...rest}
      src={src}
      width={width}
      height={height}
      srcSet={srcSet || undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'auto' : 'async'}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
