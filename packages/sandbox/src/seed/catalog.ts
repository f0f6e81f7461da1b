import type { Db } from '../db/database.ts';
import { AREAS, BASKETBALL_SUFFIX, CITIES, EVENTS, FOOTBALL_SUFFIX, NATIONS, REAL_CLUBS, split } from './names.ts';
import { rngFor } from './prng.ts';

/** Leagues, cups and their teams: each league its real number of clubs, national teams for friendlies; names in zh, en and pt. */
export function seedCatalog(db: Db, seed: number): void {
  const insertArea = db.prepare('INSERT INTO areas (id, name_zh, name_en) VALUES (?, ?, ?)');
  for (const [id, zh, en] of AREAS) insertArea.run(id, zh, en);
  const insertEvent = db.prepare(
    `INSERT INTO events (id, sport_id, type, area_id, name_zh, short_name_zh, name_en, short_name_en, country_zh, country_code, hot,
       name_br, short_name_br, country_br)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertTeam = db.prepare(
    `INSERT INTO teams (id, sport_id, event_id, name_zh, short_name_zh, name_en, short_name_en, country_code, national,
       name_br, short_name_br)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const event of EVENTS) {
    insertEvent.run(
      event.id,
      event.sport_id,
      event.type,
      event.area_id,
      event.name_zh,
      event.short_zh,
      event.name_en,
      event.short_en,
      event.country_zh,
      event.country,
      event.hot,
      event.name_pt,
      event.short_pt,
      event.country_pt,
    );
    if (event.from) continue;
    if (event.id === 12) {
      NATIONS.forEach((line, index) => {
        const [zh = '', en = '', code = '', , pt = ''] = line.split(':');
        insertTeam.run(teamId(event.id, index), 1, event.id, `${zh}国家队`, zh, en, en, code, 1, pt, pt);
      });
      continue;
    }
    const cities = (CITIES[event.country] ?? []).slice(0, event.clubs);
    const rng = rngFor(seed, 'suffix', event.id);
    const suffixes = rng.shuffle(event.sport_id === 1 ? FOOTBALL_SUFFIX : BASKETBALL_SUFFIX);
    cities.forEach((city, index) => {
      const [cityZh = '', cityEn = '', cityPt = ''] = city.split(':');
      const { suffix, namePt } = clubSuffix(suffixes, index, cityEn, cityPt);
      const [sufZh, sufEn] = split(suffix);
      const shortPt = cityPt.replace(/^[ao] /, '');
      insertTeam.run(
        teamId(event.id, index),
        event.sport_id,
        event.id,
        `${cityZh}${sufZh}`,
        cityZh,
        `${cityEn} ${sufEn}`,
        cityEn,
        event.country,
        0,
        namePt,
        shortPt,
      );
    });
  }
}

/** The club's suffix: the index's one, or the next one when city and suffix would spell a real club. */
function clubSuffix(suffixes: string[], index: number, cityEn: string, cityPt: string) {
  for (let step = 0; step < suffixes.length; step++) {
    const suffix = suffixes[(index + step) % suffixes.length] as string;
    // "de" takes the place's article: Gigantes da Tasmânia; alone the place goes without it.
    const namePt = (suffix.split(':')[2] ?? '{c}').replace('{c}', cityPt).replace(/\bde ([ao]) /, 'd$1 ');
    const nameEn = `${cityEn} ${split(suffix)[1]}`;
    if (!REAL_CLUBS.has(nameEn.toLowerCase()) && !REAL_CLUBS.has(namePt.toLowerCase())) return { suffix, namePt };
  }
  throw new Error(`no suffix for ${cityEn} spells an invented club`);
}

export function teamId(eventId: number, index: number): number {
  return eventId * 100 + index + 1;
}
