import { type ReactNode, type TouchEvent, useEffect, useRef, useState } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import { type PullStatus, pullDistance, statusWhilePulling } from './pull.ts';
import './PullToRefresh.css';

export interface PullToRefreshProps {
  /** Called on release past the threshold; the indicator stays until the promise settles. */
  onRefresh: () => Promise<unknown>;
  children?: ReactNode;
  /** Distance (CSS px) to pull before releasing refreshes. */
  threshold?: number;
  /** How long 刷新成功 stays, in ms. */
  completeDelay?: number;
  disabled?: boolean;
  lang?: Lang;
  className?: string;
}

function scrolledToTop(element: HTMLElement | null): boolean {
  for (let node = element; node; node = node.parentElement) {
    if (node.scrollTop > 0) return false;
  }
  return (globalThis.scrollY ?? 0) <= 0;
}

/** Pull the content down at the top of the page and release to refresh. */
export function PullToRefresh({
  onRefresh,
  children,
  threshold = 60,
  completeDelay = 500,
  disabled = false,
  lang,
  className,
}: PullToRefreshProps) {
  const messages = useMessages(lang);
  const [status, setStatus] = useState<PullStatus>('idle');
  const [distance, setDistance] = useState(0);
  const startY = useRef<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const busy = status === 'refreshing' || status === 'complete';

  useEffect(() => () => clearTimeout(timer.current), []);

  function onTouchStart(event: TouchEvent) {
    if (disabled || busy || !scrolledToTop(root.current)) return;
    startY.current = event.touches[0]?.clientY ?? null;
  }

  function onTouchMove(event: TouchEvent) {
    if (startY.current === null) return;
    const y = event.touches[0]?.clientY ?? startY.current;
    const next = pullDistance(y - startY.current, threshold * 2);
    setDistance(next);
    setStatus(statusWhilePulling(next, threshold));
  }

  async function onTouchEnd() {
    if (startY.current === null) return;
    startY.current = null;
    if (status !== 'canRelease') {
      setDistance(0);
      setStatus('idle');
      return;
    }
    setStatus('refreshing');
    setDistance(threshold);
    try {
      await onRefresh();
    } finally {
      setStatus('complete');
      timer.current = setTimeout(() => {
        setStatus('idle');
        setDistance(0);
      }, completeDelay);
    }
  }

  const text: Record<PullStatus, string> = {
    idle: '',
    pulling: messages.pullToRefresh,
    canRelease: messages.releaseToRefresh,
    refreshing: messages.refreshing,
    complete: messages.refreshed,
  };

  return (
    <div
      ref={root}
      className={cx('uk-pull-to-refresh', className)}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
      aria-busy={status === 'refreshing'}
    >
      <div
        className={cx('uk-pull-to-refresh__track', startY.current === null && 'uk-pull-to-refresh__track--animated')}
        style={{ transform: `translateY(${distance}px)` }}
      >
        <div className="uk-pull-to-refresh__head" style={{ height: `${threshold}px`, marginTop: `-${threshold}px` }}>
          {status === 'refreshing' ? (
            <Spinner size={16} label={text.refreshing} showLabel />
          ) : (
            <span aria-live="polite">{text[status]}</span>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
