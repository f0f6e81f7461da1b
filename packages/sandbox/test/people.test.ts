import type { LineupData, Match, PlayerInfo } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { namedCountry } from '../src/seed/people.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { FORMATIONS, formationPositions } from '../src/sim/roster.ts';
import { World } from '../src/world.ts';
import { noonClock, sandbox, type TestSandbox } from './helpers.ts';

// Issue #34 items 3 and 4: lineups whose formation fits the squad, and people named as their country names them.

let sb: TestSandbox;
beforeAll(async () => {
  sb = await sandbox({ now: noonClock(), chat: false });
});
afterAll(() => sb.close());

async function ok<T>(path: string, body: Record<string, unknown>, query = ''): Promise<T> {
  const answer = await sb.post<T>(path, body, query);
  expect(answer.status, `${path}: ${answer.msg}`).toBe(0);
  return answer.data;
}

const todays = async (sport: 1 | 2) =>
  (await ok<{ list: Match[] }>('/api/race/getDateMatch', { sport_id: sport, page: 1, size: 500 })).list;

/** Pinyin family names: a coach or referee of a club or nation outside China read as "Rui Zhu" (issue #34). */
const PINYIN = new Set('Wang Li Zhang Liu Chen Yang Zhao Huang Zhou Wu Xu Sun Hu Zhu Gao Lin He Guo Ma Luo'.split(' '));
const pinyinLooking = (name: string) => name.split(/\s+/).some((part) => PINYIN.has(part));

describe('lineups fit the formation (issue #34 item 3)', () => {
  it('formationPositions: a goalkeeper, then the back line, midfield and attack of the formation', () => {
    expect(formationPositions('5-3-2')).toEqual(['G', 'D', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'F', 'F']);
    expect(formationPositions('4-2-3-1').join('')).toBe('GDDDDMMMMMF');
    for (const formation of FORMATIONS) expect(formationPositions(formation)).toHaveLength(11);
  });

  it('every lineup of today places its starters in positions they play; the player page says the same', async () => {
    const matches = (await todays(1)).slice(0, 12);
    expect(matches.length).toBeGreaterThan(5);
    const formations = new Set<string>();
    for (const match of matches) {
      const lineup = await ok<LineupData>('/webapi/football/getLineupData', { matchid: match.id });
      for (const team of [lineup.home, lineup.away]) {
        formations.add(team.formation);
        const starters = team.players.filter((player) => player.starter === 1);
        expect(
          starters.map((player) => player.position),
          `${team.team_id} ${team.formation}`,
        ).toEqual(formationPositions(team.formation));
      }
    }
    expect(formations.size).toBeGreaterThan(2);
    const lineup = await ok<LineupData>('/webapi/football/getLineupData', { matchid: matches[0]?.id });
    for (const player of lineup.home.players.filter((p) => p.starter === 1).slice(0, 4)) {
      const info = await ok<PlayerInfo>('/api/SportDatabase/getPlayerInfo', { player_id: player.id });
      expect(info.player.position).toBe(player.position);
    }
  });
});

describe('people are named as their country names them (issue #34 item 4)', () => {
  it('coaches and referees outside China have no pinyin names, in Chinese and in Portuguese', async () => {
    const matches = await todays(1);
    let checked = 0;
    for (const match of matches.slice(0, 30)) {
      const zh = await ok<LineupData>('/webapi/football/getLineupData', { matchid: match.id });
      const pt = await ok<LineupData>('/webapi/football/getLineupData', { matchid: match.id }, '?lang=pt-br');
      const info = await ok<{ referee: string }>('/api/football/getMatchInfo', { matchid: match.id }, '?lang=pt-br');
      const chinese = [match.hometeam, match.awayteam].some((team) => team.country_logo.endsWith('/cn.svg'));
      for (const side of ['home', 'away'] as const) {
        expect(pt[side].coach).toMatch(/^[\p{Script=Latin}' -]+$/u);
        expect(zh[side].coach).not.toMatch(/[A-Za-z]/);
        const team = side === 'home' ? match.hometeam : match.awayteam;
        if (!team.country_logo.endsWith('/cn.svg')) {
          expect(pinyinLooking(pt[side].coach), `${team.name_zh}: ${pt[side].coach}`).toBe(false);
          checked++;
        }
      }
      expect(info.referee).toMatch(/^[\p{Script=Latin}' -]+$/u);
      if (!chinese) expect(pinyinLooking(info.referee), info.referee).toBe(false);
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('a national team’s players are of its country: none pinyin outside China, Japan’s written as Japanese', () => {
    const db = openDatabase(':memory:');
    seedIfEmpty(db, 20260101, 1_795_330_800);
    const world = new World(db, 20260101);
    for (const team of world.teams.values())
      expect(namedCountry(team.country_code) || team.country_code === 'eu', team.country_code).toBe(true);
    const nations = [...world.teams.values()].filter((team) => team.national === 1);
    expect(nations.length).toBeGreaterThan(30);
    for (const team of nations) {
      const squad = world.roster(team.id);
      if (team.country_code !== 'cn')
        for (const player of squad)
          expect(pinyinLooking(player.name_en), `${team.name_en}: ${player.name_en}`).toBe(false);
      // Chinese, Japanese and Korean names are written without the transliteration dot.
      const native = ['cn', 'jp', 'kr'].includes(team.country_code);
      for (const player of squad)
        expect(player.name_zh.includes('·'), `${team.name_en}: ${player.name_zh}`).toBe(!native);
    }
  });
});
