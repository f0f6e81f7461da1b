import { Toast } from '@live/ui-kit';
import { useCallback } from 'react';
import { useRequireLogin } from '../../app/require-login';
import { useServices } from '../../app/services';
import { sportName } from '../../domain/names';
import { useScoreT } from './messages';
import type { ListedMatch } from './use-match-list';
import { IN_PAGE } from '../../domain/request-presets';

/**
 * The collect star of a match row (/api/{football|basketball}/attentMatch {matchid, type}): login first, then
 * `onChanged` with the answer and a toast.
 */
export function useCollect(onChanged: (matchId: number, attented: 0 | 1) => void) {
  const { api } = useServices();
  const t = useScoreT();
  const requireLogin = useRequireLogin();
  return useCallback(
    (match: ListedMatch, collected: boolean) => {
      if (!requireLogin()) return;
      const body = { matchid: match.id, type: collected ? 1 : 0, ...IN_PAGE } as const;
      api.race.attentMatch(sportName(match.sport_id), body).then(
        (result) => {
          onChanged(match.id, result.attented);
          Toast.success(t(result.attented ? 'collectedOn' : 'collectedOff'));
        },
        () => undefined,
      );
    },
    [api, requireLogin, onChanged, t],
  );
}
