import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { pictureSrcset } from '@card/contract';
import { preloadMargin, retryDelayMs, retrySrc } from './lists.rules';
import './feedback.css';
import './lists.css';

/**
 * An image loaded when it comes within 1.3 viewport heights (spec section 9's preload ratio) and tried again up to
 * 5 times when it fails (a phone on a weak network drops requests), each retry under its own address so no cached
 * failure answers it. Until it loads a grey box holds its place; after the last failure the box stays, with the
 * alt text for screen readers. Same props as <img>, with the box's width and height in CSS px required (as Picture:
 * written on the <img>, and our own files offered in the server's sized variants for 1x/2x/3x screens).
 */
export function LazyImage({
  src,
  alt = '',
  className,
  width,
  height,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height'> & { src: string; width: number; height: number }) {
  const box = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'waiting' | 'loaded' | 'failed'>('waiting');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `src` starts over: the effect resets attempts and state when it changes
  useEffect(() => {
    setAttempt(0);
    setState('waiting');
  }, [src]);
  useEffect(() => {
    const el = box.current;
    if (near || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: preloadMargin() },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onError = () => {
    const delay = retryDelayMs(attempt + 1);
    if (delay === null) {
      setState('failed');
      return;
    }
    timer.current = setTimeout(() => setAttempt((n) => n + 1), delay);
  };

  return (
    <span ref={box} className={`lazy-img lazy-${state}${className ? ` ${className}` : ''}`} data-state={state} data-attempt={attempt}>
      {near && state !== 'failed' && (
        // A retry's address carries its own query, so it has no variants: it asks for the stored file itself.
        <img
          {...rest}
          src={retrySrc(src, attempt)}
          srcSet={(attempt === 0 && pictureSrcset(src, width)) || undefined}
          width={width}
          height={height}
          decoding="async"
          alt={alt}
          onLoad={() => setState('loaded')}
          onError={onError}
        />
      )}
      {state === 'failed' && alt && <span className="sr-only">{alt}</span>}
    </span>
  );
}
