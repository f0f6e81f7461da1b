import type { Db } from '../db/database.ts';
import { DEMO_ACCOUNTS } from './content.ts';

/** The demo user's login and activity log (the my-log page) and watch history, a few days back from seeding. */
export function seedUserCentre(db: Db, now: number): void {
  const insert = db.prepare(
    'INSERT INTO user_logs (user_id, kind, action, platform, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const demo = DEMO_ACCOUNTS.demo.id;
  const lines: [string, string, number, number][] = [
    ['login', 'login', 1, 9 * 86400],
    ['activity', 'edit_profile', 3, 8 * 86400],
    ['login', 'login', 3, 5 * 86400],
    ['activity', 'feedback', 3, 5 * 86400 - 600],
    ['login', 'login', 2, 2 * 86400],
  ];
  for (const [kind, action, platform, ago] of lines) insert.run(demo, kind, action, platform, now - ago);
  const rooms = db.prepare('SELECT id FROM live_rooms ORDER BY id LIMIT 3').all() as { id: number }[];
  const watched = db.prepare('INSERT OR IGNORE INTO live_log (user_id, live_id, watched_at) VALUES (?, ?, ?)');
  rooms.forEach((room, index) => watched.run(demo, room.id, now - (index + 1) * 3 * 3600));
}
