import type { BoxScoreRow } from '@live/api-contract';
import { BoxScore, type BoxScorePlayer } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useServices } from '../../app/services';
import { useMatchTabsT } from './messages';
import { LoadState } from '../data-views/LoadState';
import { Section, type TabProps } from './parts';
import { useLoad } from '../../hooks/use-load';
import { QUIET } from '../../domain/request-presets';

const player = (row: BoxScoreRow): BoxScorePlayer => ({
  id: row.player_id,
  number: row.shirt_number,
  name: row.name,
  starter: row.starter === 1,
  values: { points: row.points, three: row.three_made, two: row.two_made, free: row.free_throws_made },
});

/** Basketball's box score (getBoxScore): each team's players with points and made shots, starters marked. */
export const BoxScoreSection = observer(function BoxScoreSection({ matchId }: Pick<TabProps, 'matchId'>) {
  const { api, root } = useServices();
  const t = useMatchTabsT();
  const state = useLoad((signal) => api.race.getBoxScore({ matchid: matchId, ...QUIET }, { signal }), `box-${matchId}`);
  const columns = [
    { key: 'points', label: t('boxPoints'), title: t('boxPointsTitle') },
    { key: 'three', label: t('boxThree'), title: t('boxThreeTitle') },
    { key: 'two', label: t('boxTwo'), title: t('boxTwoTitle') },
    { key: 'free', label: t('boxFree'), title: t('boxFreeTitle') },
  ];
  const labels = { player: t('boxPlayer'), total: t('boxTotal'), starter: t('starters') };
  const lang = root.language.lang;
  return (
    <Section title={t('boxScore')}>
      <LoadState state={state} rows={5}>
        {(data) => (
          <>
            <BoxScore
              caption={t('home')}
              columns={columns}
              players={data.home.map(player)}
              labels={labels}
              lang={lang}
            />
            <BoxScore
              caption={t('away')}
              columns={columns}
              players={data.away.map(player)}
              labels={labels}
              lang={lang}
            />
          </>
        )}
      </LoadState>
    </Section>
  );
});
