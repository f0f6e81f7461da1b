import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatClient } from '../../src/index.ts';
import type { Tim } from '../support/official-sdk.ts';
import { official, ours, startServer } from '../support/server.ts';

// Pages read by our client and by the official SDK from the same service (issue #29).
let server: ImServer;
let peer: ChatClient;
let a: ChatClient;
let b: Tim;

beforeAll(async () => {
  server = await startServer();
  peer = await ours(server, 'pg-peer');
  a = await ours(server, 'pg-ours');
  b = await official(server, 'pg-official');
  for (let i = 1; i <= 20; i++)
    for (const to of ['pg-ours', 'pg-official'])
      await peer.sendMessage(peer.createTextMessage({ to, conversationType: 'C2C', payload: { text: String(i) } }));
}, 60_000);

afterAll(async () => {
  await Promise.all([peer.destroy(), a.destroy(), b.logout().catch(() => undefined)]);
  await server.close();
});

type Page = { data: { messageList: { payload: { text: string } }[]; nextReqMessageID: string } };
const texts = (page: Page) => page.data.messageList.map((m) => m.payload.text);

describe('getMessageList pages (spec §9)', () => {
  it('§9 getMessageList count: a page is count messages, at most 15, on both SDKs', async () => {
    const pages = async (client: ChatClient | Tim, conversationID: string) => {
      const first = (await client.getMessageList({ conversationID, count: 4 })) as Page;
      const second = (await client.getMessageList({
        conversationID,
        count: 4,
        nextReqMessageID: first.data.nextReqMessageID,
      })) as Page;
      const capped = (await client.getMessageList({ conversationID, count: 40 })) as Page;
      return [texts(first), texts(second), texts(capped).length];
    };
    const official = await pages(b, 'C2Cpg-peer');
    expect(official).toEqual([['17', '18', '19', '20'], ['13', '14', '15', '16'], 15]);
    expect(await pages(a, 'C2Cpg-peer')).toEqual(official);
  });
});

describe('group applications (issue #29)', () => {
  it("§5 group applications: communities' applications are listed with the groups', on both SDKs", async () => {
    const listed = async (owner: ChatClient | Tim, communityID: string) => {
      await owner.createGroup({ type: 'Community', name: 'club', groupID: communityID, joinOption: 'NeedPermission' });
      const groupID = (await owner.createGroup({ type: 'Public', name: 'fans', joinOption: 'NeedPermission' })).data
        .group.groupID as string;
      for (const id of [communityID, groupID])
        expect((await peer.joinGroup({ groupID: id, applyMessage: 'hi' })).data.status).toBe('WaitAdminApproval');
      const list = (await owner.getGroupApplicationList()).data.applicationList as {
        applicant: string;
        groupID: string;
      }[];
      return list
        .map((a) => [
          a.applicant,
          a.groupID === communityID ? 'community' : a.groupID === groupID ? 'group' : a.groupID,
        ])
        .sort();
    };
    const official = await listed(b, '@TGS#_pg_official');
    expect(official).toEqual([
      ['pg-peer', 'community'],
      ['pg-peer', 'group'],
    ]);
    expect(await listed(a, '@TGS#_pg_ours')).toEqual(official);
  });
});
