import type { MatchBrief } from '@live/api-contract';
import { useTimeZone } from '@live/ui-kit';
import { useServices } from '../../app/services';
import { type DatabaseText, useDatabaseT } from './messages';
import { matchDate } from '../../domain/match-time';

const RESULT_TEXT: Record<MatchBrief['result'], DatabaseText> = {
  W: 'resultW',
  D: 'resultD',
  L: 'resultL',
  '': 'noData',
};

/**
 * A team's recent results as a strip of tiles, oldest on the left: colour says won, drawn or lost, the tile
 * the score and the opponent, so the run reads at a glance.
 */
export function ResultStrip({ results }: { results: readonly MatchBrief[] }) {
  const t = useDatabaseT();
  const { root } = useServices();
  const language = root.language.lang;
  const timeZone = useTimeZone();
  const played = results.filter((match) => match.result !== '');
  if (played.length === 0) return <p className="database-note">{t('noRecent')}</p>;
  return (
    <ol className="result-strip" data-testid="result-strip">
      {[...played].reverse().map((match) => (
        <li key={match.id} className={`result-strip__tile is-${match.result}`}>
          <span className="result-strip__result">{t(RESULT_TEXT[match.result])}</span>
          <span className="result-strip__score">
            {match.home_score}-{match.away_score}
          </span>
          <span className="result-strip__teams">
            {match.home_name}
            <br />
            {match.away_name}
          </span>
          <span className="result-strip__date">{matchDate(match.time, language, timeZone)}</span>
        </li>
      ))}
    </ol>
  );
}
