import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

type Body = Record<string, unknown>;

// The service decides from the socket's signed-in identity, never from ids in the body (spec §6).
describe('permissions enforced by im-server', () => {
  let server: ImServer;
  let owner: RawSocket;
  let member: RawSocket;
  let outsider: RawSocket;
  let groupID = '';

  beforeAll(async () => {
    server = await startTestServer();
    owner = await RawSocket.login(server.url, 'p-owner');
    member = await RawSocket.login(server.url, 'p-member');
    outsider = await RawSocket.login(server.url, 'p-outsider');
    const created = await owner.request('group_open_http_svc.create_group', {
      Type: 'Public',
      Name: 'members only',
      MemberList: [{ Member_Account: 'p-member' }, { Member_Account: 'p-third' }],
    });
    groupID = String(created.GroupId);
    await owner.request('group_open_http_svc.send_group_msg', {
      GroupId: groupID,
      Random: 1,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'private' } }],
    });
  });

  afterAll(async () => {
    for (const s of [owner, member, outsider]) await s?.close();
    await server?.close();
  });

  it('§6 only members read a group: members, messages, attributes, counters', async () => {
    const reads: [string, Body][] = [
      ['group_open_http_svc.get_group_member_info', { GroupId: groupID }],
      ['group_open_http_svc.get_specified_group_member_info', { GroupId: groupID, Member_List_Account: ['p-owner'] }],
      ['group_open_http_svc.group_msg_get', { GroupId: groupID }],
      ['group_open_attr_http_svc.get_group_attr', { GroupId: groupID }],
      ['group_open_http_svc.get_group_counter', { GroupId: groupID }],
    ];
    for (const [cmd, body] of reads) {
      const asOutsider = await outsider.request(cmd, { ...body, From_Account: 'p-member' });
      expect([cmd, asOutsider.ErrorCode]).toEqual([cmd, 10007]);
      expect(JSON.stringify(asOutsider)).not.toContain('private');
      expect((await member.request(cmd, body)).ErrorCode).toBe(0);
    }
  });

  it('§6 only the owner sets member roles', async () => {
    const byMember = await member.request('group_open_http_svc.modify_group_member_info', {
      GroupId: groupID,
      Member_Account: 'p-third',
      Role: 'Admin',
      From_Account: 'p-owner',
    });
    expect(byMember.ErrorCode).toBe(10007);
    const byOwner = await owner.request('group_open_http_svc.modify_group_member_info', {
      GroupId: groupID,
      Member_Account: 'p-member',
      Role: 'Admin',
    });
    expect(byOwner.ErrorCode).toBe(0);
    // An admin still cannot set roles.
    const byAdmin = await member.request('group_open_http_svc.modify_group_member_info', {
      GroupId: groupID,
      Member_Account: 'p-third',
      Role: 'Admin',
    });
    expect(byAdmin.ErrorCode).toBe(10007);
  });

  it('new commands keep the field limits: account ids of 32 bytes, capped lists', async () => {
    const long = 'x'.repeat(33);
    const add = await owner.request('sns.friend_add', {
      AddFriendItem: [{ To_Account: long, AddSource: 'AddSource_Type_a' }],
    });
    expect(add.ErrorCode).toBe(30001);
    const many = Array.from({ length: 501 }, (_, i) => `u${i}`);
    expect((await owner.request('sns.black_list_add', { To_Account: many })).ErrorCode).toBe(30001);
    expect((await owner.request('sns.friend_check', { To_Account: many })).ErrorCode).toBe(30001);
    const status = await owner.request('im_open_status.ws_get_user_status', { To_Account: [long] });
    expect((status.ErrorList as Body[])[0]?.ErrorCode).toBe(70402);
    const folders = await owner.request('recentcontact.mark_contact', {
      MarkItem: Array.from({ length: 101 }, () => ({ OptType: 2, ContactItem: { Type: 1, To_Account: 'a' } })),
    });
    expect(folders.ErrorCode).toBe(50001);
    const attrs = await owner.request('group_open_http_svc.modify_group_attr', {
      GroupId: groupID,
      GroupAttr: Array.from({ length: 17 }, (_, i) => ({ key: `k${i}`, value: 'v' })),
    });
    expect(attrs.ErrorCode).toBe(10004);
  });
});
