import type { Match } from '@live/api-contract';
import { useCallback, useRef } from 'react';
import { useServices } from '../../app/services';
import { displayName, sportName } from '../../domain/names';
import { collectedScoreChanges } from '../../domain/score-list';
import { scoreText } from './messages';

/**
 * `announce(before, after)`: each collected (attented) match whose score changed between two copies goes to the
 * shell's match-notification banner, once per score.
 */
export function useScoreNotices() {
  const { notices, root } = useServices();
  const announced = useRef(new Set<string>());
  return useCallback(
    (before: readonly Match[], after: readonly Match[]) => {
      const lang = root.language.lang;
      for (const { after: match } of collectedScoreChanges(before, after)) {
        const id = `score-${match.id}-${match.home_score}-${match.away_score}`;
        if (announced.current.has(id)) continue;
        announced.current.add(id);
        notices.push({
          id,
          sport: sportName(match.sport_id),
          matchId: match.id,
          title: scoreText('scoreChanged', lang),
          body: `${displayName(match.hometeam, lang)} ${match.home_score} - ${match.away_score} ${displayName(match.awayteam, lang)}`,
        });
      }
    },
    [notices, root],
  );
}
