import type { Db } from './db/database.ts';

/**
 * What a user follows (issue #33): starred matches, plus every match of a followed team that the user did not
 * unstar. Match alerts and /score/collected read this one set, so a followed team's matches alert like starred ones.
 */
export function followedMatchIds(db: Db, userId: number): Set<number> {
  const rows = db
    .prepare(
      `SELECT match_id AS id FROM match_follows WHERE user_id = ?
       UNION
       SELECT m.id FROM matches m JOIN team_follows f ON f.team_id IN (m.home_id, m.away_id)
         WHERE f.user_id = ? AND m.id NOT IN (SELECT match_id FROM match_unfollows WHERE user_id = ?)`,
    )
    .all(userId, userId, userId) as { id: number }[];
  return new Set(rows.map((row) => row.id));
}

/** Stars or unstars one match; unstarring a followed team's match is remembered so the team does not bring it back. */
export function setMatchFollow(db: Db, userId: number, matchId: number, follow: boolean): void {
  if (follow) {
    db.prepare('INSERT OR IGNORE INTO match_follows (user_id, match_id) VALUES (?, ?)').run(userId, matchId);
    db.prepare('DELETE FROM match_unfollows WHERE user_id = ? AND match_id = ?').run(userId, matchId);
  } else {
    db.prepare('DELETE FROM match_follows WHERE user_id = ? AND match_id = ?').run(userId, matchId);
    db.prepare('INSERT OR IGNORE INTO match_unfollows (user_id, match_id) VALUES (?, ?)').run(userId, matchId);
  }
}

export function followsTeam(db: Db, userId: number, teamId: number): boolean {
  return db.prepare('SELECT 1 FROM team_follows WHERE user_id = ? AND team_id = ?').get(userId, teamId) !== undefined;
}

/** Follows or unfollows a team; following again forgets the matches of that team the user had unstarred. */
export function setTeamFollow(db: Db, userId: number, teamId: number, follow: boolean): void {
  if (!follow) {
    db.prepare('DELETE FROM team_follows WHERE user_id = ? AND team_id = ?').run(userId, teamId);
    return;
  }
  db.prepare('INSERT OR IGNORE INTO team_follows (user_id, team_id) VALUES (?, ?)').run(userId, teamId);
  db.prepare(
    `DELETE FROM match_unfollows WHERE user_id = ? AND match_id IN
       (SELECT id FROM matches WHERE home_id = ? OR away_id = ?)`,
  ).run(userId, teamId, teamId);
}
