import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './InfiniteScroll.css';

export interface InfiniteScrollProps {
  /** Loads the next page; a rejected promise shows 加载失败 with a retry button. */
  loadMore: () => Promise<unknown>;
  hasMore: boolean;
  /** Starts loading this far (CSS px) before the end comes into view. */
  threshold?: number;
  lang?: Lang;
  className?: string;
}

type LoadState = 'idle' | 'loading' | 'failed';

/**
 * Put it after a list: when it scrolls into view (IntersectionObserver) it calls loadMore, one page at a
 * time, until hasMore is false (没有更多了).
 */
export function InfiniteScroll({ loadMore, hasMore, threshold = 250, lang, className }: InfiniteScrollProps) {
  const messages = useMessages(lang);
  const sentinel = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('idle');
  const [visible, setVisible] = useState(false);
  const loading = useRef(false);
  const loadRef = useRef(loadMore);
  loadRef.current = loadMore;

  async function load() {
    if (loading.current) return;
    loading.current = true;
    setState('loading');
    try {
      await loadRef.current();
      setState('idle');
    } catch {
      setState('failed');
    } finally {
      loading.current = false;
    }
  }

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setVisible(entries.some((e) => e.isIntersecting)), {
      rootMargin: `0px 0px ${threshold}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);

  // Keeps loading while the end stays in view (a short page) and after each page arrives.
  useEffect(() => {
    if (visible && hasMore && state === 'idle') void load();
  });

  const noObserver = typeof IntersectionObserver === 'undefined';

  return (
    <div ref={sentinel} className={cx('uk-infinite-scroll', className)}>
      {state === 'loading' && <Spinner size={16} showLabel lang={lang} />}
      {state === 'failed' && (
        <button type="button" className="uk-infinite-scroll__retry" onClick={() => void load()}>
          {messages.loadFailed}，{messages.retry}
        </button>
      )}
      {state === 'idle' && !hasMore && <span>{messages.noMore}</span>}
      {state === 'idle' && hasMore && noObserver && (
        <button type="button" className="uk-infinite-scroll__retry" onClick={() => void load()}>
          {messages.loading}
        </button>
      )}
    </div>
  );
}
