import type { ReactNode } from 'react';
import { formatAmount, formatCompact } from '../helpers/amount.ts';
import { useLang } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Amount.css';

export interface AmountProps {
  value: number | string | null | undefined;
  /** An icon or currency sign before the number (coin, diamond). */
  prefix?: ReactNode;
  /** A unit after 10000 and above in place of the language's rule (万 in Chinese, compact mil/mi in pt-BR). */
  unit?: string;
  lang?: Lang;
  className?: string;
}

/** A count: 10000 and above in 万 with 2 decimals (spec §9); in pt-BR grouped, compact from 10000 (issue #30). */
export function Amount({ value, prefix, unit, lang: langProp, className }: AmountProps) {
  const lang = useLang(langProp);
  return (
    <span className={cx('uk-amount', className)}>
      {prefix && <span className="uk-amount__prefix">{prefix}</span>}
      <span className="uk-amount__value">{unit ? formatAmount(value, unit) : formatCompact(value, lang)}</span>
    </span>
  );
}
