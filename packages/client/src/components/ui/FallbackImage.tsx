import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import './feedback.css';

/**
 * An <img> that, when its file fails to load (removed, expired link, offline), gives way to a neutral grey box of
 * the same size, named by the alt text, instead of the browser's broken-image icon. Decorative pictures (alt "")
 * stay hidden from screen readers either way. Same props as <img>, width and height required (they size the box
 * too); screens use Picture, which adds lazy loading and the sized variants.
 */
export function FallbackImage({
  src,
  alt = '',
  width,
  height,
  className,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height'> & { src: string; width: number; height: number }) {
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `src` gets a fresh try: the effect resets the failure when it changes
  useEffect(() => setFailed(false), [src]);
  if (failed) {
    return (
      <span
        className={`img-fallback${className ? ` ${className}` : ''}`}
        style={{ width, height }}
        data-testid="img-fallback"
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      />
    );
  }
  return <img {...rest} className={className} src={src} alt={alt} width={width} height={height} onError={() => setFailed(true)} />;
}
