import type { ButtonSize, ButtonVariant } from '@live/ui-kit';
import type { ReactNode } from 'react';
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
  children,
}: LinkButtonProps) {
  const classes = ['uk-button', `uk-button--${variant}`, `uk-button--${size}`];
  if (round) classes.push('uk-button--round');
  if (block) classes.push('uk-button--block');
  if (className) classes.push(className);
  return (
    <Link to={to} className={classes.join(' ')}>
      <span className="uk-button__text">{children}</span>
    </Link>
  );
}
