import { gradeClass } from '../helpers/grade.ts';
import { useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './GradeBadge.css';

export interface GradeBadgeProps {
  /** The user level. */
  level: number;
  lang?: Lang;
  className?: string;
}

/** The user level as "Lv.N", coloured by its grade (spec §6); levels without a grade use the neutral style. */
export function GradeBadge({ level, lang, className }: GradeBadgeProps) {
  const messages = useMessages(lang);
  const grade = gradeClass(level);
  if (!Number.isFinite(level)) return null;
  return (
    <span className={cx('uk-grade-badge', grade ? `uk-grade-badge--${grade}` : 'uk-grade-badge--none', className)}>
      <span aria-hidden="true">Lv.{level}</span>
      <span className="uk-visually-hidden">{messages.level(level)}</span>
    </span>
  );
}
