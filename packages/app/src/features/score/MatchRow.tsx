import { ScoreCard, dayLabel, type TimeZone } from '@live/ui-kit';
import { memo } from 'react';
import type { Language } from '../../domain/language';
import { isInPlay, matchClock, isWaiting, SPORT, startsWithin30Minutes, statusLabel } from '../../domain/match-status';
import { displayName, matchDetailPath } from '../../domain/names';
import { rowLink } from '../../routes/links';
import { scoreText } from './messages';
import type { ListedMatch } from './use-match-list';

/** The small line under the score: 30分钟内开赛 before kick-off (spec §4), the half-time score afterwards. */
export function extraLine(match: ListedMatch, nowMs: number, language: Language): string | undefined {
  if (startsWithin30Minutes(match, nowMs)) return scoreText('startsSoon', language);
  const pastFirstHalf = match.sport_id === SPORT.football && !isWaiting(match) && match.status !== 2;
  if (pastFirstHalf && match.status > 0 && match.status <= 8) {
    return scoreText('halfTime', language, { s: `${match.home_half_score}-${match.away_half_score}` });
  }
  return undefined;
}

interface MatchRowProps {
  match: ListedMatch;
  /** The clock text and extra line, computed each tick by the list: only rows whose text changed re-render. */
  clock: string | null;
  extra: string | undefined;
  /** The day label (今天 20:00), computed by the list. */
  time: string;
  language: Language;
  placeholder: string;
  onCollect: (match: ListedMatch, collected: boolean) => void;
}

/** One match of a list: league, teams and logos, score, status, ticking clock and the collect star. */
export const MatchRow = memo(function MatchRow({
  match,
  clock,
  extra,
  time,
  language,
  placeholder,
  onCollect,
}: MatchRowProps) {
  const waiting = isWaiting(match);
  return (
    <ScoreCard
      className="score-row"
      league={{ name: displayName(match.matchevent, language), logo: match.matchevent.logo }}
      time={time}
      home={{ name: displayName(match.hometeam, language), logo: match.hometeam.logo }}
      away={{ name: displayName(match.awayteam, language), logo: match.awayteam.logo }}
      homeScore={waiting ? null : match.home_score}
      awayScore={waiting ? null : match.away_score}
      statusText={statusLabel(match.sport_id, match.status, language)}
      clock={clock}
      inPlay={isInPlay(match)}
      live={match.live === 1}
      extra={extra}
      collected={match.attented === 1}
      onCollect={(collected) => onCollect(match, collected)}
      link={rowLink(matchDetailPath(match))}
      placeholder={placeholder}
      lang={language}
    />
  );
});

/** Row props that change with time, for the list to compute each tick; the kick-off in the user's zone. */
export function timedRowProps(match: ListedMatch, nowMs: number, language: Language, timeZone: TimeZone) {
  return {
    clock: matchClock(match, nowMs),
    extra: extraLine(match, nowMs, language),
    time: dayLabel(match.time * 1000, nowMs, language, timeZone),
  };
}
