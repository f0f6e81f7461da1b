import type { TeamRankList } from '@live/api-contract';
import { Image } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { LoadState } from '../../components/data-views/LoadState';
import { PageBar } from '../../components/page-bar/PageBar';
import { BILLBOARD_TYPES, type BillboardType, billboardType, signed } from '../../domain/database';
import { isChinese } from '../../domain/language';
import { useLoad } from '../../hooks/use-load';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useDatabaseT } from './messages';
import { BadAddress, TableHead } from './parts';
import { IN_PAGE } from '../../domain/request-presets';
import './database.css';

/** Where a ranked team opens: a national team its FIFA page, a club its database page. */
function teamPath(type: BillboardType, teamId: number): string | null {
  if (teamId <= 0) return null;
  if (type === 'fifa') return paths.fifaTeam({ id: teamId });
  return paths.databaseTeam({ sname: type, teamId });
}

/** /database/billboard/:type: the FIFA ranking or the hot football or basketball teams, with their moves. */
export default observer(function BillboardPage() {
  const { api, brand, root } = useServices();
  const t = useDatabaseT();
  const type = billboardType(useParams().type);
  const zh = isChinese(root.language.lang);
  const ranks = useLoad<TeamRankList | null>((signal) => {
    const body = IN_PAGE;
    if (type === 'fifa') return api.database.getFifaRank(body, { signal });
    if (type === 'football') return api.database.getHotFootballRank(body, { signal });
    if (type === 'basketball') return api.database.getHotBasketballRank(body, { signal });
    return Promise.resolve(null);
  }, String(type));
  usePageMeta(brand, 'default', type ? t(type) : t('billboards'));
  return (
    <div className="database-page">
      <PageBar title={type ? t(type) : t('billboards')} fallback={paths.database()} />
      <nav className="database-switch" aria-label={t('billboards')}>
        {BILLBOARD_TYPES.map((key) => (
          <Link
            key={key}
            to={paths.databaseBillboard({ type: key })}
            replace
            aria-current={key === type ? 'page' : undefined}
            className={key === type ? 'is-active' : undefined}
          >
            {t(key)}
          </Link>
        ))}
      </nav>
      {type === null ? (
        <BadAddress />
      ) : (
        <LoadState state={ranks} isEmpty={(data) => !data || data.list.length === 0}>
          {(data) =>
            data && (
              <>
                <p className="database-note">{t('updated', { d: data.updated })}</p>
                <table className="database-table" data-testid="billboard">
                  <TableHead columns={[t('headRank'), { team: t('headTeam') }, t('points'), t('headChange')]} />
                  <tbody>
                    {data.list.map((row) => {
                      const to = teamPath(type, row.team.id);
                      const name = (
                        <>
                          <Image src={row.team.country_logo || row.team.logo} alt="" width={20} height={20} />
                          <span>{zh ? row.team.name_zh : row.team.name_en}</span>
                        </>
                      );
                      return (
                        <tr key={row.rank}>
                          <td>
                            <span className={`database-table__rank${row.rank <= 3 ? ' is-top' : ''}`}>{row.rank}</span>
                          </td>
                          <th scope="row" className="is-team">
                            {to ? <Link to={to}>{name}</Link> : <span className="database-table__name">{name}</span>}
                          </th>
                          <td>{row.points}</td>
                          <td className={row.change > 0 ? 'is-up' : row.change < 0 ? 'is-down' : 'is-same'}>
                            {row.change > 0 ? '▲' : row.change < 0 ? '▼' : '–'}
                            {row.change !== 0 && signed(row.change).replace(/^[+-]/, '')}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </>
            )
          }
        </LoadState>
      )}
    </div>
  );
});
