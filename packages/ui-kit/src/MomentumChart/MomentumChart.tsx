import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './MomentumChart.css';

export interface MomentumChartProps {
  /** Pressure per minute from the first, between -1 (away) and 1 (home). */
  values: number[];
  /** Minutes the axis spans (90; more for extra time); later minutes are left blank until played. */
  length?: number;
  marks?: number[];
  homeName: string;
  awayName: string;
  /** The chart's name (e.g. 进攻势头). */
  caption: string;
  lang?: Lang;
  className?: string;
}

/** Each side's share of the pressure, in whole percent ([0, 0] when there was none). */
export function momentumShares(values: readonly number[]): [number, number] {
  let home = 0;
  let away = 0;
  for (const value of values) {
    if (value > 0) home += value;
    else away -= value;
  }
  const total = home + away;
  if (total === 0) return [0, 0];
  const homeShare = Math.round((home / total) * 100);
  return [homeShare, 100 - homeShare];
}

const WIDTH = 300;
const HALF = 30;

/**
 * Attack momentum over the match as bars around a middle line: home pressure up, away pressure down, a bar per
 * minute. Read out as each side's share of the pressure; the bars are for the eye.
 */
export function MomentumChart({
  values,
  length = 90,
  marks = [0, 45, 90],
  homeName,
  awayName,
  caption,
  lang,
  className,
}: MomentumChartProps) {
  const span = Math.max(length, values.length, 1);
  const step = WIDTH / span;
  const [homeShare, awayShare] = momentumShares(values);
  const bar = (value: number, index: number) => {
    const height = Math.min(1, Math.abs(value)) * HALF;
    return (
      <rect
        key={index}
        x={index * step + step * 0.1}
        y={value > 0 ? HALF - height : HALF}
        width={step * 0.8}
        height={height}
        className={value > 0 ? 'uk-momentum-chart__bar--home' : 'uk-momentum-chart__bar--away'}
      />
    );
  };
  return (
    <figure className={cx('uk-momentum-chart', className)} lang={lang}>
      <figcaption className="uk-momentum-chart__caption">
        <span>{caption}</span>
        <span className="uk-momentum-chart__shares">
          <span className="uk-momentum-chart__share uk-momentum-chart__share--home">
            {homeName} {homeShare}%
          </span>
          <span className="uk-momentum-chart__share uk-momentum-chart__share--away">
            {awayName} {awayShare}%
          </span>
        </span>
      </figcaption>
      <svg
        className="uk-momentum-chart__plot"
        viewBox={`0 0 ${WIDTH} ${HALF * 2}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        {values.map((value, index) => (value === 0 ? null : bar(value, index)))}
        <line x1="0" x2={WIDTH} y1={HALF} y2={HALF} className="uk-momentum-chart__axis" />
      </svg>
      <div className="uk-momentum-chart__marks" aria-hidden="true">
        {marks
          .filter((mark) => mark <= span)
          .map((mark) => (
            <span key={mark} style={{ left: `${(mark / span) * 100}%` }}>
              {mark}'
            </span>
          ))}
      </div>
    </figure>
  );
}
