import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from './setup.ts';
import { RawSocket } from './raw-socket.ts';

describe('live-room bans across a service restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'im-bans-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('§5 a live-room ban (ban_group_member) still refuses the rejoin after a restart, and ends at its expiry', async () => {
    const dbPath = join(dir, 'chat.sqlite');
    let clock = Date.now();
    let server = await startTestServer({ dbPath, now: () => clock });
    const port = server.port;
    const owner = await RawSocket.login(server.url, 'ban-owner');
    const created = await owner.request('group_open_http_svc.create_group', { Type: 'AVChatRoom', Name: 'live' });
    const GroupId = String(created.GroupId);
    const other = String(
      (await owner.request('group_open_http_svc.create_group', { Type: 'AVChatRoom', Name: 'other' })).GroupId,
    );
    const fan = await RawSocket.login(server.url, 'ban-fan');
    expect((await fan.request('group_open_http_svc.apply_join_group', { GroupId })).ErrorCode).toBe(0);
    const banned = await owner.request('group_open_http_svc.ban_group_member', {
      GroupId,
      Members_Account: ['ban-fan'],
      Duration: 60,
    });
    expect(banned.ErrorCode).toBe(0);
    expect((await fan.request('group_open_http_svc.apply_join_group', { GroupId })).ErrorCode).toBe(10007);
    await owner.close();
    await fan.close();
    await server.close();

    server = await startTestServer({ dbPath, port, now: () => clock });
    const joinAs = async (user: string, group: string): Promise<unknown> => {
      const socket = await RawSocket.login(server.url, user);
      const reply = await socket.request('group_open_http_svc.apply_join_group', { GroupId: group });
      await socket.close();
      return reply.ErrorCode;
    };
    expect(await joinAs('ban-fan', GroupId)).toBe(10007);
    expect(await joinAs('ban-fan', other)).toBe(0);
    expect(await joinAs('ban-bystander', GroupId)).toBe(0);
    clock += 59_000;
    expect(await joinAs('ban-fan', GroupId)).toBe(10007);
    clock += 2_000;
    expect(await joinAs('ban-fan', GroupId)).toBe(0);
    await server.close();
  });
});
