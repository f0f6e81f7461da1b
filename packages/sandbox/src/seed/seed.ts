import { type Db, getMeta, setMeta, transaction } from '../db/database.ts';
import { seedCatalog } from './catalog.ts';
import { seedContent } from './content.ts';
import { seedUserCentre } from './user-centre.ts';
import { seedViewers } from './viewers.ts';

export const DEFAULT_SEED = 20260101;

/** Seeds an empty database once; the match calendar is filled per day by the World as time moves. */
export function seedIfEmpty(db: Db, seed: number, now: number): boolean {
  if (getMeta(db, 'seed') !== undefined) return false;
  transaction(db, () => {
    seedCatalog(db, seed);
    seedContent(db, seed, now);
    seedUserCentre(db, now);
    seedViewers(db, seed, now);
    setMeta(db, 'seed', String(seed));
    setMeta(db, 'seeded_at', String(now));
  });
  return true;
}
