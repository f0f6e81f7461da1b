import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { cx, rem } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Image.css';

export interface ImageProps {
  src?: string | null;
  /** Required: describe the picture, or '' when it is decoration. */
  alt: string;
  /** Shown until the image has loaded (the brand's placeholder image). */
  placeholder?: string;
  /** Shown when the image fails to load; defaults to the placeholder. */
  fallback?: string;
  /** Size in design px; omit to size by CSS. */
  width?: number;
  height?: number;
  fit?: CSSProperties['objectFit'];
  round?: boolean;
  /** Loads only when near the viewport (IntersectionObserver); on by default. */
  lazy?: boolean;
  /**
   * The page's main picture (its largest contentful paint): loads at once, at high fetch priority, and shows as it
   * paints (no fade-in after the load event, which waits for the app's next render).
   */
  priority?: boolean;
  className?: string;
}

type LoadState = 'waiting' | 'loaded' | 'failed';

/** Starts loading this far before the image scrolls into view. */
const LAZY_MARGIN = '200px';

/** A lazily loaded image with a placeholder while it loads and a fallback when it fails. */
export function Image({
  src,
  alt,
  placeholder,
  fallback,
  width,
  height,
  fit = 'cover',
  round = false,
  lazy = true,
  priority = false,
  className,
}: ImageProps) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [seen, setSeen] = useState(false);
  const inView = seen || priority || !lazy || !canObserve;
  const [state, setState] = useState<LoadState>('waiting');

  useEffect(() => {
    if (inView || !wrapper.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(wrapper.current);
    return () => observer.disconnect();
  }, [inView]);

  useEffect(() => setState(src ? 'waiting' : 'failed'), [src]);

  const failedSrc = fallback ?? placeholder;
  const showSrc = state === 'failed' ? failedSrc : inView && src ? src : undefined;
  const style: CSSProperties = {
    width: width === undefined ? undefined : rem(width),
    height: height === undefined ? undefined : rem(height),
    backgroundImage: placeholder && state !== 'loaded' ? `url("${placeholder}")` : undefined,
  };

  return (
    <span
      ref={wrapper}
      className={cx(
        'uk-image',
        round && 'uk-image--round',
        `uk-image--${state}`,
        priority && 'uk-image--priority',
        className,
      )}
      style={style}
      role={showSrc ? undefined : 'img'}
      aria-label={showSrc ? undefined : alt || undefined}
      aria-hidden={!showSrc && !alt ? true : undefined}
    >
      {showSrc && (
        <img
          className="uk-image__img"
          src={showSrc}
          alt={alt}
          style={{ objectFit: fit }}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          onLoad={() => setState((s) => (s === 'failed' ? s : 'loaded'))}
          onError={() => setState('failed')}
        />
      )}
    </span>
  );
}
