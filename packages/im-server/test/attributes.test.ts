import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABILITY_NOT_PURCHASED } from '../src/commercial.ts';
import { ATTRIBUTE_CONFLICT } from '../src/handlers/attributes.ts';
import type { ImServer } from '../src/index.ts';
import { officialLogin, type Tim } from './official-sdk.ts';
import { RawSocket } from './raw-socket.ts';
import { APP_ID, sig, startTestServer, until } from './setup.ts';

type Body = Record<string, unknown>;

// Group attributes, counters and member extras between two official SDKs through im-server.
describe('group attributes, counters, member fields and marks through im-server', () => {
  let server: ImServer;
  let owner: Tim;
  let fan: Tim;
  let groupID = '';
  const fanAttrs: Record<string, string>[] = [];
  const fanCounters: { key: string; value: number }[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    owner = await officialLogin(server.url, APP_ID, 'host', sig('host'));
    fan = await officialLogin(server.url, APP_ID, 'fan', sig('fan'));
    fan.on('groupAttributesUpdated', (e: { data: { groupAttributes: Record<string, string> } }) =>
      fanAttrs.push(e.data.groupAttributes),
    );
    fan.on('onGroupCounterUpdated', (e: { data: { key: string; value: number } }) => fanCounters.push(e.data));
    groupID = (
      await owner.createGroup({ type: 'Public', name: 'derby', memberList: [{ userID: 'fan' }, { userID: 'deputy' }] })
    ).data.group.groupID;
  });

  afterAll(async () => {
    await owner?.logout().catch(() => undefined);
    await fan?.logout().catch(() => undefined);
    await server?.close();
  });

  it('an attribute set by one member is seen by the other (notice, then its cache); sequences advance by one', async () => {
    await fan.getGroupAttributes({ groupID, keyList: [] });
    await owner.initGroupAttributes({ groupID, groupAttributes: { score: '0-0', half: '1' } });
    await until(() => fanAttrs.some((a) => a.score === '0-0'), 5000, 'init at fan');
    await owner.setGroupAttributes({ groupID, groupAttributes: { score: '1-0' } });
    await until(() => fanAttrs.some((a) => a.score === '1-0'), 5000, 'set at fan');
    await owner.deleteGroupAttributes({ groupID, keyList: ['half'] });
    await until(() => fanAttrs.some((a) => a.score === '1-0' && !('half' in a)), 5000, 'delete at fan');
    expect((await fan.getGroupAttributes({ groupID, keyList: [] })).data.groupAttributes).toEqual({ score: '1-0' });
    // The fan writes too, from its up-to-date main sequence.
    await fan.setGroupAttributes({ groupID, groupAttributes: { mood: 'tense' } });
    expect((await owner.getGroupAttributes({ groupID, keyList: ['mood'] })).data.groupAttributes).toEqual({
      mood: 'tense',
    });
  });

  it('a write from an old main sequence is refused (10056); only members read or write attributes', async () => {
    const member = await RawSocket.login(server.url, 'deputy');
    const stale = await member.request('group_open_http_svc.modify_group_attr', {
      GroupId: groupID,
      GroupAttr: [{ key: 'score', value: '9-9' }],
      AttrMainSeq: 1,
      AttrControl: ['RaceConflict'],
    });
    expect(stale.ErrorCode).toBe(ATTRIBUTE_CONFLICT);
    await member.close();
    const outsider = await RawSocket.login(server.url, 'spy');
    const read = await outsider.request('group_open_attr_http_svc.get_group_attr', { GroupId: groupID });
    expect(read.ErrorCode).toBe(10007);
    expect(read).not.toHaveProperty('GroupAttrAry');
    const write = await outsider.request('group_open_http_svc.modify_group_attr', {
      GroupId: groupID,
      GroupAttr: [{ key: 'score', value: '0-9' }],
    });
    expect(write.ErrorCode).toBe(10007);
    const counters = await outsider.request('group_open_http_svc.get_group_counter', { GroupId: groupID });
    expect(counters.ErrorCode).toBe(10007);
    // A search by ID answers a group's public profile to anyone.
    const found = await outsider.request('group_open_http_svc.get_group_public_info', { GroupIdList: [groupID] });
    expect((found.GroupInfo as Body[])[0]).toMatchObject({ GroupId: groupID, Name: 'derby', ErrorCode: 0 });
    await outsider.close();
  });

  it('counters: set, increase, decrease; the other member gets each notice', async () => {
    expect((await owner.setGroupCounters({ groupID, counters: { likes: 5, shots: 0 } })).data.counters).toEqual({
      likes: 5,
      shots: 0,
    });
    expect((await fan.increaseGroupCounter({ groupID, key: 'likes', value: 2 })).data.counters).toEqual({ likes: 7 });
    expect((await owner.decreaseGroupCounter({ groupID, key: 'likes', value: 10 })).data.counters).toEqual({
      likes: -3,
    });
    await until(() => fanCounters.some((c) => c.key === 'likes' && c.value === -3), 5000, 'counter at fan');
    expect((await fan.getGroupCounters({ groupID, keyList: ['likes'] })).data.counters).toEqual({ likes: -3 });
  });

  it('searchGroupByID, setGroupMemberCustomField and markGroupMemberList with the official SDK', async () => {
    const outsider = await officialLogin(server.url, APP_ID, 'walker', sig('walker'));
    expect((await outsider.searchGroupByID(groupID)).data.group).toMatchObject({ groupID, name: 'derby' });
    await outsider.logout();

    await fan.setGroupMemberCustomField({ groupID, memberCustomField: [{ key: 'seat', value: 'B12' }] });
    const seen = (await owner.getGroupMemberProfile({ groupID, userIDList: ['fan'] })).data.memberList[0];
    expect(seen.memberCustomField).toEqual([{ key: 'seat', value: 'B12' }]);
    // A member cannot write another's fields.
    // A raw socket of its own user: a second login of 'fan' would kick the official SDK out.
    const raw = await RawSocket.login(server.url, 'deputy');
    const other = await raw.request('group_open_http_svc.modify_group_member_info', {
      GroupId: groupID,
      Member_Account: 'host',
      AppMemberDefinedData: [{ Key: 'seat', Value: 'A1' }],
    });
    expect(other.ErrorCode).toBe(10007);
    const notOwner = await raw.request('group_open_avchatroom_http_svc.modify_user_info', {
      GroupId: groupID,
      CommandType: 1,
      MemberList: [{ Member_Account: 'host', Marks: [1000] }],
    });
    expect(notOwner.ErrorCode).toBe(10007);
    await raw.close();

    const marked = await owner.markGroupMemberList({
      groupID,
      userIDList: ['fan', 'nobody'],
      markType: 1001,
      enableMark: true,
    });
    expect(marked.data).toEqual({ successUserIDList: ['fan'], failureUserIDList: ['nobody'] });
  });

  it('counters are a commercial ability: switched off, the service refuses them', async () => {
    const limited = await startTestServer({ commercial: { groupCounter: false } });
    const raw = await RawSocket.login(limited.url, 'solo');
    const created = await raw.request('group_open_http_svc.create_group', { Type: 'Public', Name: 'x' });
    const reply = await raw.request('group_open_http_svc.update_group_counter', {
      GroupId: created.GroupId,
      Mode: 'Set',
      GroupCounter: [{ Key: 'a', Value: 1 }],
    });
    expect(reply.ErrorCode).toBe(ABILITY_NOT_PURCHASED);
    await raw.close();
    await limited.close();
  });
});
