import type { ReactNode } from 'react';
import { Image } from '../Image/Image.tsx';
import { useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './ScoreCard.css';

export interface ScoreCardTeam {
  name: string;
  logo?: string;
}

export interface ScoreCardProps {
  league: { name: string; logo?: string; color?: string };
  /** Kick-off label, already formatted (e.g. dayLabel: 今天 20:00). */
  time: string;
  home: ScoreCardTeam;
  away: ScoreCardTeam;
  /** null before the match: shows VS. */
  homeScore?: number | string | null;
  awayScore?: number | string | null;
  /** Status text computed by the app's domain rules (未开赛, 上半场, 完场 ...). */
  statusText: string;
  /** Match clock as the app formats it (e.g. 63', 45', 90+', 08:21); shown only while given, a minute mark blinking. */
  clock?: string | null;
  /** In play: the score and clock use the live colour. */
  inPlay?: boolean;
  /** A live stream is on: shows the live badge. */
  live?: boolean;
  /** Half-time score or other small line under the score. */
  extra?: string;
  collected?: boolean;
  /** Shows the collect star. */
  onCollect?: (collected: boolean) => void;
  /** Pressing the row opens the match. */
  onClick?: () => void;
  /** Makes the row's main area the app's router link to the match (ui-kit knows no router); wins over onClick. */
  link?: (inner: { className: string; children: ReactNode }) => ReactNode;
  placeholder?: string;
  lang?: Lang;
  className?: string;
}

/** One match row of the score list. Presentational: every text comes computed from the app. */
export function ScoreCard({
  league,
  time,
  home,
  away,
  homeScore = null,
  awayScore = null,
  statusText,
  clock,
  inPlay = false,
  live = false,
  extra,
  collected = false,
  onCollect,
  onClick,
  link,
  placeholder,
  lang,
  className,
}: ScoreCardProps) {
  const messages = useMessages(lang);
  const hasScore = homeScore !== null && homeScore !== undefined && awayScore !== null && awayScore !== undefined;
  const body = (
    <>
      <span className="uk-score-card__meta">
        <span className="uk-score-card__league" style={league.color ? { color: league.color } : undefined}>
          {league.logo && <Image src={league.logo} alt="" width={14} height={14} placeholder={placeholder} />}
          {league.name}
        </span>
        <span className="uk-score-card__time">{time}</span>
        <span className={cx('uk-score-card__status', inPlay && 'uk-score-card__status--live')}>
          {statusText}
          {clock && (
            <span className="uk-score-card__clock">
              {' '}
              {clock.endsWith("'") ? (
                <>
                  {clock.slice(0, -1)}
                  <span className="uk-score-card__tick" aria-hidden="true">
                    '
                  </span>
                </>
              ) : (
                clock
              )}
            </span>
          )}
        </span>
        {live && <span className="uk-score-card__live">{messages.live}</span>}
      </span>
      <span className="uk-score-card__teams">
        <span className="uk-score-card__team uk-score-card__team--home">
          <span className="uk-score-card__name">{home.name}</span>
          <Image src={home.logo} alt="" width={24} height={24} round placeholder={placeholder} />
        </span>
        <span className={cx('uk-score-card__score', inPlay && 'uk-score-card__score--live')}>
          {hasScore ? `${homeScore} - ${awayScore}` : messages.vs}
          {extra && <span className="uk-score-card__extra">{extra}</span>}
        </span>
        <span className="uk-score-card__team uk-score-card__team--away">
          <Image src={away.logo} alt="" width={24} height={24} round placeholder={placeholder} />
          <span className="uk-score-card__name">{away.name}</span>
        </span>
      </span>
    </>
  );
  return (
    <article className={cx('uk-score-card', className)}>
      {link ? (
        link({ className: 'uk-score-card__main uk-score-card__main--link', children: body })
      ) : onClick ? (
        <button type="button" className="uk-score-card__main" onClick={onClick}>
          {body}
        </button>
      ) : (
        <div className="uk-score-card__main">{body}</div>
      )}
      {onCollect && (
        <button
          type="button"
          className={cx('uk-score-card__collect', collected && 'uk-score-card__collect--on')}
          aria-pressed={collected}
          aria-label={messages.collect}
          onClick={() => onCollect(!collected)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
              fill={collected ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
    </article>
  );
}
