import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cx, rem } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Sticky.css';

export interface StickyProps {
  children: ReactNode;
  /** Distance from the top of the viewport in design px (e.g. below a fixed NavBar: 46). */
  offsetTop?: number;
  /** Told when the header starts or stops sticking. */
  onStickyChange?: (stuck: boolean) => void;
  className?: string;
}

/** A header that sticks to the top while its section scrolls (position: sticky), shadowed while stuck. */
export function Sticky({ children, offsetTop = 0, onStickyChange, className }: StickyProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);
  const notify = useRef(onStickyChange);
  notify.current = onStickyChange;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[0];
        if (!entry) return;
        const next = !entry.isIntersecting && entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0) + 1;
        setStuck(next);
        notify.current?.(next);
      },
      { rootMargin: `-${rem(offsetTop)} 0px 0px 0px`, threshold: [0] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [offsetTop]);

  return (
    <>
      <div ref={sentinel} className="uk-sticky__sentinel" aria-hidden="true" />
      <div className={cx('uk-sticky', stuck && 'uk-sticky--stuck', className)} style={{ top: rem(offsetTop) }}>
        {children}
      </div>
    </>
  );
}
