import { useServices } from '../../app/services';
import { LoadState } from '../../components/data-views/LoadState';
import { displayName } from '../../domain/names';
import { usePageMeta } from '../../shell/usePageMeta';
import { type FifaSection, FifaSectionView, useFifaTeam } from './FifaTeam';
import { useDatabaseT } from './messages';
import { BadAddress } from './parts';
import './database.css';

const TITLES = { honor: 'honours', stats: 'stats', lineup: 'lineup' } as const;

/** /mobile/fifa-team/{honor|stats|lineup}/:teamid: one part of a national team alone, for the apps' webviews. */
export function MobileFifaTeamPage({ section }: { section: FifaSection }) {
  const { brand, root } = useServices();
  const t = useDatabaseT();
  const { teamId, team } = useFifaTeam();
  const name = team.data ? displayName(team.data.team, root.language.lang) : t('fifaTeam');
  usePageMeta(brand, 'default', `${name} ${t(TITLES[section])}`);
  return (
    <div className="database-page is-mobile">
      <h1 className="database-mobile-title">
        {name} · {t(TITLES[section])}
      </h1>
      {teamId === null ? (
        <BadAddress />
      ) : (
        <LoadState state={team} rows={5}>
          {(data) => data && <FifaSectionView section={section} team={data} heading="h2" />}
        </LoadState>
      )}
    </div>
  );
}
