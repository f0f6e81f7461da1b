import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { LoadState } from '../../components/data-views/LoadState';
import { PageBar } from '../../components/page-bar/PageBar';
import { isChinese } from '../../domain/language';
import { displayName } from '../../domain/names';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { type FifaSection, FifaSectionView, useFifaTeam } from './FifaTeam';
import { type DatabaseText, useDatabaseT } from './messages';
import { BadAddress, EntityHeader, Section } from './parts';
import './database.css';

const SECTIONS: readonly [FifaSection, DatabaseText, (params: { teamid: number }) => string][] = [
  ['honor', 'honours', paths.mobileFifaTeamHonor],
  ['stats', 'stats', paths.mobileFifaTeamStats],
  ['lineup', 'lineup', paths.mobileFifaTeamLineup],
];

/** /fifa-team/:id: a national team's rank, honours, record and squad; each part also opens on its own page. */
export default observer(function FifaTeamPage() {
  const { brand, root } = useServices();
  const t = useDatabaseT();
  const { teamId, team } = useFifaTeam();
  const language = root.language.lang;
  const title = team.data ? displayName(team.data.team, language) : t('fifaTeam');
  usePageMeta(brand, 'default', title);
  return (
    <div className="database-page">
      <PageBar title={title} fallback={paths.databaseBillboard({ type: 'fifa' })} />
      {teamId === null ? (
        <BadAddress />
      ) : (
        <LoadState state={team} rows={4}>
          {(data) =>
            data && (
              <>
                <EntityHeader
                  logo={data.team.country_logo || data.team.logo}
                  name={isChinese(language) ? data.team.name_zh : data.team.name_en}
                  facts={`FIFA ${t('rankNo', { n: data.rank })} · ${t('points')} ${data.points} · ${t('coach')} ${data.coach}`}
                />
                {SECTIONS.map(([section, name, path]) => (
                  <Section
                    key={section}
                    title={t(name)}
                    action={
                      <Link to={path({ teamid: data.team.id })} className="database-section__more">
                        {t('openAlone')}
                      </Link>
                    }
                  >
                    <FifaSectionView section={section} team={data} />
                  </Section>
                ))}
              </>
            )
          }
        </LoadState>
      )}
    </div>
  );
});
