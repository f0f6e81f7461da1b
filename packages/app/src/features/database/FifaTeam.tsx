import type { FifaTeam } from '@live/api-contract';
import { Empty } from '@live/ui-kit';
import { useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { useLoad, type Loaded } from '../../hooks/use-load';
import { useDatabaseT } from './messages';
import { idParam, Squad } from './parts';
import { IN_PAGE } from '../../domain/request-presets';

export type FifaSection = 'honor' | 'stats' | 'lineup';

/** The national team of the address (:id or :teamid), loaded once; null when the address is bad. */
export function useFifaTeam(): { teamId: number | null; team: Loaded<FifaTeam | null> } {
  const { api } = useServices();
  const params = useParams();
  const teamId = idParam(params.id ?? params.teamid);
  const team = useLoad<FifaTeam | null>(
    (signal) =>
      teamId === null ? Promise.resolve(null) : api.database.getFifaTeam({ team_id: teamId, ...IN_PAGE }, { signal }),
    String(teamId),
  );
  return { teamId, team };
}

/** Titles won, each with its count and years. */
export function Honours({ team }: { team: FifaTeam }) {
  const t = useDatabaseT();
  if (team.honours.length === 0) return <Empty description={t('noHonours')} />;
  return (
    <ul className="fifa-honours" data-testid="honours">
      {team.honours.map((honour) => (
        <li key={honour.title}>
          <span className="fifa-honours__count" aria-hidden="true">
            {honour.count}
          </span>
          <span className="fifa-honours__text">
            <span className="fifa-honours__title">
              {honour.title} · {t('times', { n: honour.count })}
            </span>
            <span className="fifa-honours__years">{honour.years.join(' / ')}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Record as a won/drawn/lost bar and goals for against goals against, then every figure as a tile. */
export function TeamStats({ team }: { team: FifaTeam }) {
  const t = useDatabaseT();
  const value = (key: string) => team.stats.find((stat) => stat.key === key)?.value ?? 0;
  const name = (key: string) => team.stats.find((stat) => stat.key === key)?.name ?? key;
  const played = value('played');
  const share = (n: number) => (played > 0 ? (n / played) * 100 : 0);
  const goals = Math.max(1, value('goals_for') + value('goals_against'));
  if (team.stats.length === 0) return <Empty description={t('noData')} />;
  return (
    <div className="fifa-stats" data-testid="team-stats">
      {played > 0 && (
        <>
          <p className="database-note">{t('winShare', { p: Math.round(share(value('won'))) })}</p>
          <div className="fifa-stats__bar" role="img" aria-label={`${value('won')}/${value('drawn')}/${value('lost')}`}>
            <span className="is-W" style={{ width: `${share(value('won'))}%` }} />
            <span className="is-D" style={{ width: `${share(value('drawn'))}%` }} />
            <span className="is-L" style={{ width: `${share(value('lost'))}%` }} />
          </div>
          <div
            className="fifa-stats__bar is-goals"
            role="img"
            aria-label={`${value('goals_for')} - ${value('goals_against')}`}
          >
            <span className="is-for" style={{ width: `${(value('goals_for') / goals) * 100}%` }} />
            <span className="is-against" style={{ width: `${(value('goals_against') / goals) * 100}%` }} />
          </div>
          <p className="fifa-stats__legend">
            <span className="is-for">
              {name('goals_for')} {value('goals_for')}
            </span>
            <span className="is-against">
              {name('goals_against')} {value('goals_against')}
            </span>
          </p>
        </>
      )}
      <dl className="database-tiles">
        {team.stats.map((stat) => (
          <div key={stat.key} className={`is-${stat.key}`}>
            <dt>{stat.name}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** One part of a national team; `heading` is the level of its own headings (h2 when the part is a page of its own). */
export function FifaSectionView({
  section,
  team,
  heading,
}: {
  section: FifaSection;
  team: FifaTeam;
  heading?: 'h2' | 'h3';
}) {
  if (section === 'honor') return <Honours team={team} />;
  if (section === 'stats') return <TeamStats team={team} />;
  return <Squad players={team.players} sportId={team.team.sport_id} teamId={team.team.id} heading={heading} />;
}
