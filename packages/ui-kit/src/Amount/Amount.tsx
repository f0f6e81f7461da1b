import type { ReactNode } from 'react';
import { formatAmount } from '../helpers/amount.ts';
import { useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Amount.css';

export interface AmountProps {
  value: number | string | null | undefined;
  /** An icon or currency sign before the number (coin, diamond). */
  prefix?: ReactNode;
  /** Unit after 10000 and above; defaults to 万 (spec §9). */
  unit?: string;
  lang?: Lang;
  className?: string;
}

/** An amount: 10000 and above in 万 with 2 decimals (spec §9). */
export function Amount({ value, prefix, unit, lang, className }: AmountProps) {
  const messages = useMessages(lang);
  return (
    <span className={cx('uk-amount', className)}>
      {prefix && <span className="uk-amount__prefix">{prefix}</span>}
      <span className="uk-amount__value">{formatAmount(value, unit ?? messages.tenThousand)}</span>
    </span>
  );
}
