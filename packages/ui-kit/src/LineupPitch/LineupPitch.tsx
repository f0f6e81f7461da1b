import type { ReactNode } from 'react';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './LineupPitch.css';

export interface PitchPlayer {
  id: number | string;
  number: number;
  name: string;
  /** The position in words, already localised (门将, Goleiro), never a G/D/M/F letter. */
  role: string;
  captain?: boolean;
  /** Minute the player came off (starters) or on (substitutes), from the match's substitutions. */
  subMinute?: number;
}

export interface PitchTeam {
  name: string;
  /** e.g. "4-3-3": the outfield lines from defence to attack. */
  formation: string;
  /** Goalkeeper first, then defence to attack, in the formation's order. */
  starters: PitchPlayer[];
  substitutes: PitchPlayer[];
}

export interface LineupPitchProps {
  home: PitchTeam;
  away: PitchTeam;
  /** Texts already localised: the substitutes heading, the captain mark, "came off"/"came on" before a minute. */
  labels: { substitutes: string; captain: string; off: string; on: string };
  /** Makes a player's name the app's link to their page (ui-kit knows no router). */
  link?: (player: PitchPlayer, inner: { className: string; children: ReactNode }) => ReactNode;
  lang?: Lang;
  className?: string;
}

/**
 * The rows of a team on the pitch, goalkeeper first: [1, 4, 3, 3] for "4-3-3" with 11 starters. A formation that
 * does not add up to the starters (unknown, or a lineup not yet complete) falls back to rows of four, so every
 * starter is drawn once.
 */
export function formationRows(formation: string, starters: number): number[] {
  if (starters <= 0) return [];
  const lines = formation.split('-').map(Number);
  const valid = lines.length > 0 && lines.every((n) => Number.isInteger(n) && n > 0);
  if (valid && 1 + lines.reduce((sum, n) => sum + n, 0) === starters) return [1, ...lines];
  const rows = [1];
  for (let left = starters - 1; left > 0; left -= 4) rows.push(Math.min(4, left));
  return rows;
}

function Name({ player, link, className }: { player: PitchPlayer; link: LineupPitchProps['link']; className: string }) {
  return link ? (
    <>{link(player, { className, children: player.name })}</>
  ) : (
    <span className={className}>{player.name}</span>
  );
}

function Half({
  team,
  side,
  labels,
  link,
}: {
  team: PitchTeam;
  side: 'home' | 'away';
  labels: LineupPitchProps['labels'];
  link: LineupPitchProps['link'];
}) {
  const rows = formationRows(team.formation, team.starters.length);
  let next = 0;
  const lines = rows.map((count) => {
    const row = team.starters.slice(next, next + count);
    next += count;
    return row;
  });
  // Home attacks down from the top, away up from the bottom: the away half lists its lines reversed.
  const shown = side === 'home' ? lines : [...lines].reverse();
  return (
    <section
      className={cx('uk-lineup-pitch__half', `uk-lineup-pitch__half--${side}`)}
      aria-label={`${team.name} ${team.formation}`}
    >
      <p className="uk-lineup-pitch__team" aria-hidden="true">
        {team.name} <span className="uk-lineup-pitch__formation">{team.formation}</span>
      </p>
      {shown.map((row) => (
        <ul key={row.map((p) => p.id).join('-')} className="uk-lineup-pitch__row">
          {row.map((player) => (
            <li key={player.id} className="uk-lineup-pitch__player">
              <span className="uk-lineup-pitch__shirt" aria-hidden="true">
                {player.number}
              </span>
              <span className="uk-visually-hidden">
                {player.number} {player.role}
                {player.captain ? ` ${labels.captain}` : ''}
              </span>
              <Name player={player} link={link} className="uk-lineup-pitch__name" />
              {player.captain && (
                <span className="uk-lineup-pitch__captain" aria-hidden="true">
                  C
                </span>
              )}
              {player.subMinute !== undefined && (
                <span className="uk-lineup-pitch__sub uk-lineup-pitch__sub--off">
                  <span className="uk-visually-hidden">{labels.off} </span>
                  {player.subMinute}'
                </span>
              )}
            </li>
          ))}
        </ul>
      ))}
    </section>
  );
}

function Bench({
  team,
  labels,
  link,
}: {
  team: PitchTeam;
  labels: LineupPitchProps['labels'];
  link: LineupPitchProps['link'];
}) {
  return (
    <section className="uk-lineup-pitch__bench" aria-label={`${team.name} ${labels.substitutes}`}>
      <h4 className="uk-lineup-pitch__bench-title">
        {team.name} · {labels.substitutes}
      </h4>
      <ul>
        {team.substitutes.map((player) => (
          <li key={player.id}>
            <span className="uk-lineup-pitch__bench-number">{player.number}</span>
            <Name player={player} link={link} className="uk-lineup-pitch__bench-name" />
            <span className="uk-lineup-pitch__bench-role">{player.role}</span>
            {player.subMinute !== undefined && (
              <span className="uk-lineup-pitch__sub uk-lineup-pitch__sub--on">
                <span className="uk-visually-hidden">{labels.on} </span>
                {player.subMinute}'
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Both lineups drawn on one pitch by formation (shirt numbers, names, captain, substitutions), benches below. */
export function LineupPitch({ home, away, labels, link, lang, className }: LineupPitchProps) {
  return (
    <div className={cx('uk-lineup-pitch', className)} lang={lang}>
      <div className="uk-lineup-pitch__field">
        <Half team={home} side="home" labels={labels} link={link} />
        <Half team={away} side="away" labels={labels} link={link} />
      </div>
      <div className="uk-lineup-pitch__benches">
        <Bench team={home} labels={labels} link={link} />
        <Bench team={away} labels={labels} link={link} />
      </div>
    </div>
  );
}
