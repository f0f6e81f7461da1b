import type { ButtonSize, ButtonVariant } from '@live/ui-kit';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import '@live/ui-kit/theme/tokens.css';
import '@live/ui-kit/Button/Button.css';
import './link-button.css';

export interface LinkButtonProps {
  /** A router-relative address from `paths`. */
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  round?: boolean;
  block?: boolean;
  className?: string;
  /** Runs first; a guard (login needed) may call preventDefault to stay on the page. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

/**
 * A link that looks like ui-kit's Button: what opens a page is a real link (long-press, open in a new tab, copy
 * link, crawlers and screen readers), and buttons stay for actions.
 */
export function LinkButton({
  to,
  variant = 'default',
  size = 'middle',
  round = false,
  block = false,
  className,
  onClick,
  children,
}: LinkButtonProps) {
  const classes = ['uk-button', `uk-button--${variant}`, `uk-button--${size}`];
  if (round) classes.push('uk-button--round');
  if (block) classes.push('uk-button--block');
  if (className) classes.push(className);
  return (
    <Link to={to} className={classes.join(' ')} onClick={onClick}>
      <span className="uk-button__text">{children}</span>
    </Link>
  );
}

/** A ui-kit row (Cell `link`) that opens `to`: the whole row is one router link. */
export function rowLink(to: string) {
  return ({ className, children }: { className: string; children: ReactNode }) => (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
