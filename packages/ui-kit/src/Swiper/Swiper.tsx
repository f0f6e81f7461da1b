import { type ReactNode, type TouchEvent, useEffect, useRef, useState } from 'react';
import { useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx, rem } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Swiper.css';

export interface SwiperSlide {
  key: string;
  content: ReactNode;
}

export interface SwiperProps {
  slides: SwiperSlide[];
  /** Accessible name of the carousel, e.g. 广告. */
  label: string;
  /** Ms between slides; 0 turns autoplay off. Autoplay pauses while touched or focused. */
  autoplay?: number;
  /** After the last slide comes the first. */
  loop?: boolean;
  indicators?: boolean;
  /** Height in design px. */
  height?: number;
  initialIndex?: number;
  onChange?: (index: number) => void;
  lang?: Lang;
  className?: string;
}

/** The slide index after moving by `step`: wraps around when looping, else stops at the ends. */
export function moveIndex(index: number, step: number, count: number, loop: boolean): number {
  if (count <= 0) return 0;
  const next = index + step;
  if (loop) return ((next % count) + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}

/** A swipe of more than this share of the width moves to the next slide. */
export const SWIPE_RATIO = 0.2;

/** A banner carousel: touch swipe, autoplay, indicators. */
export function Swiper({
  slides,
  label,
  autoplay = 4000,
  loop = true,
  indicators = true,
  height = 150,
  initialIndex = 0,
  onChange,
  lang,
  className,
}: SwiperProps) {
  const messages = useMessages(lang);
  const count = slides.length;
  const [index, setIndex] = useState(() => moveIndex(initialIndex, 0, count, false));
  const [drag, setDrag] = useState(0);
  const [paused, setPaused] = useState(false);
  const startX = useRef<number | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const change = useRef(onChange);
  change.current = onChange;

  function go(next: number) {
    setIndex(next);
    change.current?.(next);
  }

  useEffect(() => {
    if (autoplay <= 0 || paused || count < 2) return;
    const timer = setInterval(() => {
      setIndex((current) => {
        const next = moveIndex(current, 1, count, true);
        change.current?.(next);
        return next;
      });
    }, autoplay);
    return () => clearInterval(timer);
  }, [autoplay, paused, count]);

  function onTouchStart(event: TouchEvent) {
    startX.current = event.touches[0]?.clientX ?? null;
    setPaused(true);
  }

  function onTouchMove(event: TouchEvent) {
    if (startX.current === null) return;
    setDrag((event.touches[0]?.clientX ?? startX.current) - startX.current);
  }

  function onTouchEnd() {
    const width = track.current?.clientWidth || 1;
    if (Math.abs(drag) > width * SWIPE_RATIO) go(moveIndex(index, drag < 0 ? 1 : -1, count, loop));
    startX.current = null;
    setDrag(0);
    setPaused(false);
  }

  return (
    <section
      className={cx('uk-swiper', className)}
      aria-roledescription="carousel"
      aria-label={label}
      style={{ height: rem(height) }}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        ref={track}
        className={cx('uk-swiper__track', startX.current === null && 'uk-swiper__track--animated')}
        style={{ transform: `translateX(calc(${-index * 100}% + ${drag}px))` }}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        onTouchCancel={onTouchEnd}
        aria-live={autoplay > 0 && !paused ? 'off' : 'polite'}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            className="uk-swiper__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={messages.slide(i + 1, count)}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {indicators && count > 1 && (
        <div className="uk-swiper__indicators">
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className={cx('uk-swiper__dot', i === index && 'uk-swiper__dot--active')}
              aria-label={messages.goToSlide(i + 1)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
