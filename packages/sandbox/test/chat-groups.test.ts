import {
  anchorFanGroupId,
  type ChatGroupHit,
  type FanGroupInfo,
  type ListOf,
  SANDBOX_CHAT_APP_ID,
} from '@live/api-contract';
import TIM from '@live/im-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, sandbox, type TestSandbox, until } from './helpers.ts';

let sb: TestSandbox;
let fan: { token: string; uid: number };
let anchorId = 0;

beforeAll(async () => {
  sb = await sandbox();
  fan = await register(sb, '13911130001');
  const lives = await sb.post<ListOf<{ anchorid: number }>>('/api/live/getRealLives', { page: 1, size: 1 });
  anchorId = lives.data.list[0]?.anchorid ?? 0;
});
afterAll(() => sb.close());

/** Logs the user into the sandbox's chat service and creates a Public group anyone may join. */
async function createGroupAs(user: { token: string; uid: number }, name: string): Promise<string> {
  const info = await sb.post<{ txim_sign: string }>('/webapi/User/getUserInfo', { token: user.token });
  const client = TIM.create({ SDKAppID: SANDBOX_CHAT_APP_ID, proxyServer: `${sb.url.replace('http', 'ws')}/im` });
  try {
    await client.login({ userID: String(user.uid), userSig: info.data.txim_sign });
    await until(() => client.isReady(), 'the chat client ready');
    const { data } = await client.createGroup({ type: 'Public', name, joinOption: 'FreeAccess' });
    return data.group.groupID;
  } finally {
    await client.destroy();
  }
}

describe('groups found by name (issue #32: the platform searches the chat service)', () => {
  it('finds a Public group by part of its name, with its members and whether the token user is in it', async () => {
    const groupID = await createGroupAs(fan, 'Tricolor Paulista 2026');
    const other = await register(sb, '13911130002');
    const byOther = await sb.post<ListOf<ChatGroupHit>>('/api/chat/searchGroups', {
      token: other.token,
      keyword: 'tricolor',
    });
    expect(byOther.status).toBe(0);
    expect(byOther.data.list).toEqual([
      {
        group_id: groupID,
        name: 'Tricolor Paulista 2026',
        avatar: '',
        member_count: 1,
        join_option: 'FreeAccess',
        joined: false,
      },
    ]);
    const byOwner = await sb.post<ListOf<ChatGroupHit>>('/api/chat/searchGroups', {
      token: fan.token,
      keyword: 'Paulista',
    });
    expect(byOwner.data.list[0]?.joined).toBe(true);
  });

  it('finds an anchor’s fan group by the anchor’s name in the user’s language (the chat service keeps the Chinese)', async () => {
    const anchor = await sb.post<{ nick_name: string }>('/api/user/getUserBasicInfo', { id: anchorId }, '?lang=pt-br');
    const name = anchor.data.nick_name;
    expect(name).not.toMatch(/[\u4e00-\u9fff]/);
    const found = await sb.post<ListOf<ChatGroupHit>>(
      '/api/chat/searchGroups',
      { token: fan.token, keyword: name.slice(0, 6) },
      '?lang=pt-br',
    );
    expect(found.data.list).toContainEqual(
      expect.objectContaining({ group_id: anchorFanGroupId(anchorId), name, join_option: 'DisableApply' }),
    );
  });

  it('finds the lobby and anchors’ fan groups; wildcards match nothing; visitors and empty keywords are refused', async () => {
    const lobby = await sb.post<ListOf<ChatGroupHit>>('/api/chat/searchGroups', { token: fan.token, keyword: '球迷' });
    expect(lobby.data.list.map((group) => group.group_id)).toContain('lobby');
    // The lobby is the platform's: found by its name in the user's language too (issue #32).
    const salao = await sb.post<ListOf<ChatGroupHit>>(
      '/api/chat/searchGroups',
      { token: fan.token, keyword: 'salão' },
      '?lang=pt-br',
    );
    expect(salao.data.list).toContainEqual(
      expect.objectContaining({ group_id: 'lobby', name: 'Salão dos torcedores', join_option: 'FreeAccess' }),
    );
    const wild = await sb.post<ListOf<ChatGroupHit>>('/api/chat/searchGroups', { token: fan.token, keyword: '%' });
    expect(wild.data.list).toEqual([]);
    expect((await sb.post('/api/chat/searchGroups', { keyword: 'x' })).status).toBe(2);
    const empty = await sb.post('/api/chat/searchGroups', { token: fan.token, keyword: '  ' }, '', {
      'Accept-Language': 'pt-BR',
    });
    expect(empty.status).not.toBe(0);
  });
});

describe('an anchor’s fan group (issue #32: follow the anchor -> offered -> join -> in the group)', () => {
  it('a follower joins through the platform; a non-follower is refused; a second join changes nothing', async () => {
    const before = await sb.post<FanGroupInfo>('/api/chat/fanGroup', { token: fan.token, anchorid: anchorId });
    expect(before.data).toEqual({
      group_id: anchorFanGroupId(anchorId),
      member_count: 1,
      joined: false,
      following: false,
    });
    const refused = await sb.post('/api/chat/joinFanGroup', { token: fan.token, anchorid: anchorId });
    expect(refused.status).not.toBe(0);
    expect(refused.msg).toBe('关注主播后才能加入粉丝群');
    expect((await sb.post('/api/user/attentUser', { token: fan.token, userid: anchorId, type: 1 })).status).toBe(0);
    const joined = await sb.post<FanGroupInfo>('/api/chat/joinFanGroup', { token: fan.token, anchorid: anchorId });
    expect(joined.data).toMatchObject({ joined: true, following: true, member_count: 2 });
    const again = await sb.post<FanGroupInfo>('/api/chat/joinFanGroup', { token: fan.token, anchorid: anchorId });
    expect(again.data.member_count).toBe(2);
  });

  it('a fan group is for followers: unfollowing the anchor takes the user out of it (issue #32)', async () => {
    const user = await register(sb, '13911130004');
    expect((await sb.post('/api/user/attentUser', { token: user.token, userid: anchorId, type: 1 })).status).toBe(0);
    const joined = await sb.post<FanGroupInfo>('/api/chat/joinFanGroup', { token: user.token, anchorid: anchorId });
    expect(joined.data.joined).toBe(true);
    expect((await sb.post('/api/user/attentUser', { token: user.token, userid: anchorId, type: 0 })).status).toBe(0);
    const after = await sb.post<FanGroupInfo>('/api/chat/fanGroup', { token: user.token, anchorid: anchorId });
    expect(after.data).toMatchObject({ joined: false, following: false, member_count: joined.data.member_count - 1 });
  });

  it('nobody applies to a fan group directly; a user who is no anchor has none; visitors are refused', async () => {
    const other = await register(sb, '13911130003');
    const info = await sb.post<{ txim_sign: string }>('/webapi/User/getUserInfo', { token: other.token });
    const client = TIM.create({ SDKAppID: SANDBOX_CHAT_APP_ID, proxyServer: `${sb.url.replace('http', 'ws')}/im` });
    try {
      await client.login({ userID: String(other.uid), userSig: info.data.txim_sign });
      await until(() => client.isReady(), 'the chat client ready');
      await expect(client.joinGroup({ groupID: anchorFanGroupId(anchorId) })).rejects.toMatchObject({ code: 10007 });
    } finally {
      await client.destroy();
    }
    expect((await sb.post('/api/chat/fanGroup', { token: other.token, anchorid: other.uid })).status).not.toBe(0);
    expect((await sb.post('/api/chat/fanGroup', { anchorid: anchorId })).status).toBe(2);
  });
});
