import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '../src/index.ts';
import { APP_ID, sig, startTestServer } from './setup.ts';
import { officialLogin, type Tim } from './official-sdk.ts';
import { RawSocket } from './raw-socket.ts';

type Body = Record<string, unknown>;

/** The MsgGroupNewInfo of every group-profile tip (6) the socket was pushed. */
function profileTips(socket: RawSocket): Body[] {
  return socket.frames.flatMap((frame) =>
    ((frame.body.EventArray ?? []) as Body[]).flatMap((event) =>
      ((event.GroupTips ?? []) as Body[])
        .map((tip) => tip.MsgBody as Body)
        .filter((body) => body?.OpType === 6)
        .map((body) => body.MsgGroupNewInfo as Body),
    ),
  );
}

// Slow mode changed while a member's group page is open: the member learns it from the tip, not from a refusal.
describe('a group custom field change is pushed as a group-profile tip', () => {
  let server: ImServer;
  let owner: RawSocket;
  let member: RawSocket;
  let official: Tim;
  let groupID = '';

  beforeAll(async () => {
    server = await startTestServer();
    owner = await RawSocket.login(server.url, 'ft-owner');
    member = await RawSocket.login(server.url, 'ft-member');
    official = await officialLogin(server.url, APP_ID, 'ft-official', sig('ft-official'), 'tim-js.js');
    const created = await owner.request('group_open_http_svc.create_group', {
      Type: 'Public',
      Name: 'field tips',
      MemberList: [{ Member_Account: 'ft-member' }, { Member_Account: 'ft-official' }],
    });
    groupID = String(created.GroupId);
  });

  afterAll(async () => {
    await official?.logout().catch(() => undefined);
    for (const s of [owner, member]) await s?.close();
    await server?.close();
  });

  it('tip 6 carries MsgAppDefinedData with the changed fields, switching off included; a refused change sends none', async () => {
    const set = (value: string) =>
      owner.request('group_open_http_svc.modify_group_base_info', {
        GroupId: groupID,
        AppDefinedData: [{ Key: 'slow_mode', Value: value }],
      });
    expect((await set('10')).ErrorCode).toBe(0);
    expect(await member.until(() => profileTips(member).length === 1, 3000)).toBe(true);
    expect(profileTips(member)[0]).toEqual({ MsgAppDefinedData: [{ Key: 'slow_mode', Value: '10' }] });
    expect((await set('soon')).ErrorCode).toBe(10004);
    expect((await set('')).ErrorCode).toBe(0);
    expect(await member.until(() => profileTips(member).length === 2, 3000)).toBe(true);
    expect(profileTips(member)[1]).toEqual({ MsgAppDefinedData: [{ Key: 'slow_mode', Value: '' }] });
    // A name change alone carries no custom fields.
    await owner.request('group_open_http_svc.modify_group_base_info', { GroupId: groupID, Name: 'renamed' });
    expect(await member.until(() => profileTips(member).length === 3, 3000)).toBe(true);
    expect(profileTips(member)[2]).toEqual({ GroupName: 'renamed' });
  });

  it('the official SDK reads it as newGroupProfile.groupCustomField', async () => {
    const seen = new Promise<Body>((resolve) =>
      official.on('onMessageReceived', (event: { data: { type: string; payload: Body }[] }) => {
        const tip = event.data.find((m) => m.type === 'TIMGroupTipElem' && m.payload.operationType === 6);
        const profile = tip?.payload.newGroupProfile as Body | undefined;
        if (profile?.groupCustomField) resolve(profile);
      }),
    );
    await owner.request('group_open_http_svc.modify_group_base_info', {
      GroupId: groupID,
      AppDefinedData: [{ Key: 'slow_mode', Value: '30' }],
    });
    expect((await seen).groupCustomField).toEqual([{ key: 'slow_mode', value: '30' }]);
  });
});
