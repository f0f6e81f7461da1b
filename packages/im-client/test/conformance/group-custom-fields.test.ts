import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatClient } from '../../src/index.ts';
import type { Tim } from '../support/official-sdk.ts';
import { official, ours, startServer } from '../support/server.ts';

// Group custom fields (slow mode lives in one) between our client and the official SDK on a real im-server.
let server: ImServer;
let a: ChatClient;
let b: Tim;
let groupID = '';

beforeAll(async () => {
  server = await startServer();
  a = await ours(server, 'gcf-ours-a');
  b = await official(server, 'gcf-official-b');
  groupID = (await a.createGroup({ type: 'Public', name: 'custom fields', memberList: [{ userID: 'gcf-official-b' }] }))
    .data.group.groupID;
  await a.setGroupMemberRole({ groupID, userID: 'gcf-official-b', role: 'Admin' });
}, 60_000);

afterAll(async () => {
  await Promise.all([a.destroy(), b.logout().catch(() => undefined)]);
  await server.close();
});

type Field = { key: string; value: string };

describe('group custom fields with the official SDK', () => {
  it('a field the official SDK sets with updateGroupProfile is read by ours, and the other way round', async () => {
    await b.updateGroupProfile({ groupID, groupCustomField: [{ key: 'slow_mode', value: '30' }] });
    expect((await a.getGroupProfile({ groupID })).data.group.groupCustomField).toEqual([
      { key: 'slow_mode', value: '30' },
    ]);
    await a.updateGroupProfile({ groupID, groupCustomField: [{ key: 'slow_mode', value: '5' }] });
    const seen = (await b.getGroupProfile({ groupID, groupCustomFieldFilter: ['slow_mode'] })).data.group as {
      groupCustomField: Field[];
    };
    expect(seen.groupCustomField).toEqual([{ key: 'slow_mode', value: '5' }]);
  });
});
