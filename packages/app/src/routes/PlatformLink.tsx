import { Toast } from '@live/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useRouteT } from './messages';
import { type LinkTarget, resolveLink } from './sandbox-link';

const targetOf = (link: string): LinkTarget => resolveLink(link, window.location.origin);

/**
 * Content the platform links (a banner, an ad, an announcement): an in-app route is a router link, another
 * site a plain link, an address naming no route a button saying coming soon; a refused link is no link at all.
 */
export function PlatformLink({ link, className, children }: { link: string; className?: string; children: ReactNode }) {
  const t = useRouteT();
  const target = targetOf(link);
  switch (target.kind) {
    case 'route':
      return (
        <Link to={target.to} className={className}>
          {children}
        </Link>
      );
    case 'external':
      return (
        <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    case 'unknown':
      return (
        <button type="button" className={className} onClick={() => Toast.text(t('comingSoon'))}>
          {children}
        </button>
      );
    case 'refused':
      return <span className={className}>{children}</span>;
  }
}
