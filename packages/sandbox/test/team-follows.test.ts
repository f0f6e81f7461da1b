import type { AttentTeamResult, BoxScore, BoxScoreRow, Match, PlayerInfo, TeamInfo } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noonClock, register, sandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
let token = '';

beforeAll(async () => {
  sb = await sandbox({ now: noonClock() });
  token = (await register(sb, '13600000133')).token;
});
afterAll(() => sb.close());

async function ok<T>(path: string, body: Record<string, unknown> = {}, query = ''): Promise<T> {
  const answer = await sb.post<T>(path, { token, ...body }, query);
  expect(answer.status, `${path}: ${answer.msg}`).toBe(0);
  return answer.data;
}

/** A football team with a match in the listed days (the window the followed list reads). */
async function teamWithMatch(): Promise<{ teamId: number; match: Match }> {
  const day = await ok<{ list: Match[] }>('/api/race/getDateMatch', { sport_id: 1 });
  const match = day.list[0] as Match;
  return { teamId: match.hometeam.id, match };
}

const followedIds = async () => (await ok<{ list: Match[] }>('/api/race/getAttentMatchlist')).list.map((m) => m.id);

describe('follow a team (issue #33)', () => {
  it("a followed team's matches are followed matches: in the followed list (alerts, /score/collected) and starred", async () => {
    const { teamId, match } = await teamWithMatch();
    expect(await followedIds()).not.toContain(match.id);
    const result = await ok<AttentTeamResult>('/api/SportDatabase/attentTeam', { team_id: teamId, type: 1 });
    expect(result).toEqual({ team_id: teamId, attented: 1 });
    expect((await ok<TeamInfo>('/api/SportDatabase/getTeamInfo', { team_id: teamId })).attented).toBe(1);
    expect(await followedIds()).toContain(match.id);
    const info = await ok<Match>('/api/football/getMatchInfo', { matchid: match.id });
    expect(info.attented).toBe(1);

    // Unstarring one of its matches keeps it out, even though the team is still followed.
    await ok('/api/football/attentMatch', { matchid: match.id, type: 0 });
    expect(await followedIds()).not.toContain(match.id);
    // Following the team again brings it back; unfollowing the team drops it.
    await ok('/api/SportDatabase/attentTeam', { team_id: teamId, type: 1 });
    expect(await followedIds()).toContain(match.id);
    await ok('/api/SportDatabase/attentTeam', { team_id: teamId, type: 0 });
    expect(await followedIds()).not.toContain(match.id);
    expect((await ok<TeamInfo>('/api/SportDatabase/getTeamInfo', { team_id: teamId })).attented).toBe(0);
  });

  it('the follower is the token: a visitor is told to log in, and another user follows nothing', async () => {
    const { teamId } = await teamWithMatch();
    const guest = await sb.post('/api/SportDatabase/attentTeam', { team_id: teamId, type: 1 });
    expect(guest.status).toBe(2);
    await ok('/api/SportDatabase/attentTeam', { team_id: teamId, type: 1 });
    const other = (await register(sb, '13600000134')).token;
    const theirs = await sb.post<TeamInfo>('/api/SportDatabase/getTeamInfo', { token: other, team_id: teamId });
    expect(theirs.data.attented).toBe(0);
    const bad = await sb.post('/api/SportDatabase/attentTeam', { team_id: teamId, type: 3 });
    expect(bad.status).not.toBe(0);
  });
});

describe('player page (issue #33)', () => {
  it("a squad player's figures are counted from the team's finished matches, in the request's language", async () => {
    const { teamId } = await teamWithMatch();
    const team = await ok<TeamInfo>('/api/SportDatabase/getTeamInfo', { team_id: teamId });
    const starter = team.players[0];
    if (!starter) throw new Error('empty squad');
    const info = await ok<PlayerInfo>('/api/SportDatabase/getPlayerInfo', { player_id: starter.id });
    expect(info.player).toEqual(starter);
    expect(info.team.id).toBe(teamId);
    const value = (key: string) => info.stats.find((stat) => stat.key === key)?.value;
    // A starter plays every counted match; the goals are the sum of the matches' contributions.
    expect(value('appearances')).toBe(info.matches.length);
    expect(value('goals')).toBe(info.matches.reduce((sum, match) => sum + match.contribution, 0));
    expect(info.matches.every((match) => ['W', 'D', 'L'].includes(match.result))).toBe(true);
    const pt = await ok<PlayerInfo>('/api/SportDatabase/getPlayerInfo', { player_id: starter.id }, '?lang=pt-br');
    expect(pt.stats[1]?.name).toBe('Gols');
    expect(pt.player.name).toMatch(/^[\p{Script=Latin} .'-]+$/u);
  });

  it('an unknown player is refused with a message naming it in both languages', async () => {
    const zh = await sb.post('/api/SportDatabase/getPlayerInfo', { player_id: 99 });
    expect(zh.status).not.toBe(0);
    expect(zh.msg).toContain('球员');
    const pt = await sb.post('/api/SportDatabase/getPlayerInfo', { player_id: 99 }, '?lang=pt-br');
    expect(pt.msg).toContain('Jogador');
  });
});

describe('basketball box score (issue #33)', () => {
  it("each team's points add up to its score, starters first; a football match is refused", async () => {
    const day = await ok<{ list: Match[] }>('/api/race/getDateMatch', { sport_id: 2, filter: 1 });
    const match = day.list.find((m) => m.home_score + m.away_score > 0);
    if (!match) throw new Error('no finished basketball match today');
    const box = await ok<BoxScore>('/webapi/basketball/getBoxScore', { matchid: match.id });
    const info = await ok<Match>('/api/basketball/getMatchInfo', { matchid: match.id });
    const sum = (rows: BoxScoreRow[]) => rows.reduce((total, row) => total + row.points, 0);
    expect(sum(box.home)).toBe(info.home_score);
    expect(sum(box.away)).toBe(info.away_score);
    for (const row of [...box.home, ...box.away]) {
      expect(row.points).toBe(row.three_made * 3 + row.two_made * 2 + row.free_throws_made);
    }
    expect(box.home.slice(0, 5).every((row) => row.starter === 1)).toBe(true);
    const football = (await ok<{ list: Match[] }>('/api/race/getDateMatch', { sport_id: 1 })).list[0] as Match;
    const refused = await sb.post('/webapi/basketball/getBoxScore', { matchid: football.id });
    expect(refused.status).not.toBe(0);
    expect(refused.msg).toContain('不是篮球比赛');
  });
});
