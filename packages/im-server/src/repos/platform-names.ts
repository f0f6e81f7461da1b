import type { DatabaseSync } from 'node:sqlite';
import { foldName } from '../names.ts';
import { Repo } from './repo.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS platform_names (user TEXT PRIMARY KEY, folded TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS platform_names_folded ON platform_names (folded);
`;

/** The display name the platform gave each account (admin.setProfileFields), folded, so no one else takes it. */
export class PlatformNameRepo extends Repo {
  constructor(db: DatabaseSync) {
    super(db, SCHEMA);
  }

  /** Records the platform's name of `user` ('' forgets it). */
  set(user: string, nick: string): void {
    const folded = foldName(nick);
    if (folded === '') this.run('DELETE FROM platform_names WHERE user = ?', user);
    else this.run('INSERT OR REPLACE INTO platform_names (user, folded) VALUES (?, ?)', user, folded);
  }

  /** Another account whose platform name folds to the same as `nick`, if any. */
  ownerOther(nick: string, user: string): string | undefined {
    const folded = foldName(nick);
    if (folded === '') return undefined;
    return this.get<{ user: string }>(
      'SELECT user FROM platform_names WHERE folded = ? AND user <> ? LIMIT 1',
      folded,
      user,
    )?.user;
  }
}
