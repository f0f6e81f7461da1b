import type { Match, Player } from '@live/api-contract';
import { Empty, Image, useTimeZone } from '@live/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { isWaiting, statusLabel } from '../../domain/match-status';
import { displayName, matchDetailPath, playerPath } from '../../domain/names';
import { type DatabaseText, useDatabaseT } from './messages';
import { matchDateTime } from '../../domain/match-time';

/** A positive whole number from an address segment, or null (a bad address shows its own message). */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function BadAddress() {
  const t = useDatabaseT();
  return <Empty description={t('notFound')} />;
}

export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="database-section">
      <div className="database-section__head">
        <h2 className="database-section__title">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A page header: logo, name, a line of facts and an optional action (e.g. follow) at the right. */
export function EntityHeader({
  logo,
  name,
  facts,
  action,
}: {
  logo: string;
  name: string;
  facts: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="database-header">
      {/* Above the fold, a league page's largest paint (issue #31): no lazy loading. */}
      <Image src={logo} alt="" width={56} height={56} className="database-header__logo" priority />
      <div className="database-header__text">
        <p className="database-header__name">{name}</p>
        <p className="database-header__facts">{facts}</p>
      </div>
      {action && <div className="database-header__action">{action}</div>}
    </div>
  );
}

/** One match of a schedule: time, teams, score or VS, status; it opens the match detail. */
export function MatchLine({ match }: { match: Match }) {
  const { root } = useServices();
  const timeZone = useTimeZone();
  const language = root.language.lang;
  return (
    <li>
      <Link to={matchDetailPath(match)} className="database-match">
        <span className="database-match__time">{matchDateTime(match.time, language, timeZone)}</span>
        <span className="database-match__team is-home">{displayName(match.hometeam, language)}</span>
        <span className="database-match__score">
          {isWaiting(match) ? 'VS' : `${match.home_score} - ${match.away_score}`}
        </span>
        <span className="database-match__team">{displayName(match.awayteam, language)}</span>
        <span className="database-match__status">{statusLabel(match.sport_id, match.status, language)}</span>
      </Link>
    </li>
  );
}

const POSITIONS = { 1: ['G', 'D', 'M', 'F'], 2: ['G', 'F', 'C'] } as const;

/**
 * A squad grouped by position (G, D, M, F in football; G, F, C in basketball), shirt numbers first; names open the
 * player. The groups' headings are h3 under a section's h2, or h2 on a page whose h1 the squad follows directly
 * (axe heading-order, which Lighthouse scores: a level may not be skipped).
 */
export function Squad({
  players,
  sportId,
  teamId,
  heading: Heading = 'h3',
}: {
  players: readonly Player[];
  sportId: number;
  teamId: number;
  heading?: 'h2' | 'h3';
}) {
  const t = useDatabaseT();
  const football = sportId !== 2;
  const positions: readonly string[] = football ? POSITIONS[1] : POSITIONS[2];
  const groups = positions
    .map((position) => ({ position, players: players.filter((player) => player.position === position) }))
    .filter((group) => group.players.length > 0);
  const others = players.filter((player) => !positions.includes(player.position));
  if (players.length === 0) return <Empty description={t('noData')} />;
  return (
    <div className="database-squad" data-testid="squad">
      {groups.map((group) => (
        <section key={group.position}>
          <Heading className="database-section__title is-table">
            {t(`pos${football ? 'Football' : 'Basketball'}${group.position}` as DatabaseText)}
          </Heading>
          <PlayerList players={group.players} link={(id) => playerPath(sportId, teamId, id)} />
        </section>
      ))}
      {others.length > 0 && <PlayerList players={others} link={(id) => playerPath(sportId, teamId, id)} />}
    </div>
  );
}

function PlayerList({ players, link }: { players: readonly Player[]; link: (playerId: number) => string }) {
  const t = useDatabaseT();
  return (
    <ul className="database-players">
      {players.map((player) => (
        <li key={player.id}>
          <span className="database-players__number">{player.shirt_number}</span>
          <Link to={link(player.id)} className="database-players__name">
            {player.name}
          </Link>
          {player.captain === 1 && <span className="database-players__tag">{t('captain')}</span>}
          {player.starter === 1 && <span className="database-players__tag is-muted">{t('starter')}</span>}
        </li>
      ))}
    </ul>
  );
}

/** A table's column heads; the team column is left-aligned. */
export function TableHead({ columns }: { columns: readonly (string | { team: string })[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <th scope="col" key={column}>
              {column}
            </th>
          ) : (
            <th scope="col" key={column.team} className="is-team">
              {column.team}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
