import type { Match } from '@live/api-contract';
import { Cell, dayLabel, Highlight, List, useTimeZone } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useServices } from '../../app/services';
import { isWaiting, statusLabel } from '../../domain/match-status';
import { displayName, matchDetailPath } from '../../domain/names';
import { rowLink } from '../../routes/links';

/** Matches found by a keyword: teams and league marked where they contain it (as text); a row opens the match. */
export const MatchRows = observer(function MatchRows({ list, keyword }: { list: readonly Match[]; keyword: string }) {
  const { root } = useServices();
  const language = root.language.lang;
  const timeZone = useTimeZone();
  return (
    <List>
      {list.map((match) => (
        <Cell
          key={match.id}
          title={
            <>
              <Highlight text={displayName(match.hometeam, language)} keyword={keyword} />
              {isWaiting(match) ? ' VS ' : ` ${match.home_score} - ${match.away_score} `}
              <Highlight text={displayName(match.awayteam, language)} keyword={keyword} />
            </>
          }
          description={
            <>
              <Highlight text={displayName(match.matchevent, language)} keyword={keyword} />{' '}
              {dayLabel(match.time * 1000, Date.now(), language, timeZone)}
            </>
          }
          value={statusLabel(match.sport_id, match.status, language)}
          link={rowLink(matchDetailPath(match))}
        />
      ))}
    </List>
  );
});
