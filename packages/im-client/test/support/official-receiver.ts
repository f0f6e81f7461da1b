import { isGroupAnnouncement } from './group-announcement.ts';
import { officialLogin, type Tim } from './official-sdk.ts';

// A receiver on the official SDK (tim-js-sdk 2.27.6) in its own process, driven over IPC by
// reliability-network.test.ts: the SDK throws uncaught errors when its socket is cut mid-handshake,
// which would end a test worker; here they are counted and reported instead.
// Arguments: <socket url> <SDKAppID> <userID> <userSig>.
const [url = '', appId = '0', userID = '', userSig = ''] = process.argv.slice(2);
const crashes: string[] = [];
process.on('uncaughtException', (err) => crashes.push(`uncaught: ${err.message}`));
process.on('unhandledRejection', (err) => crashes.push(`unhandled rejection: ${(err as Error)?.message ?? err}`));

interface Command {
  id: number;
  cmd: 'getGroupList' | 'join' | 'received' | 'unread' | 'tips' | 'reload' | 'exit';
  groupID?: string;
  conversationID?: string;
}

const texts: Record<string, string[]> = {};
const login = async (): Promise<Tim> => {
  const tim = await officialLogin(url, Number(appId), userID, userSig);
  tim.on(
    'onMessageReceived',
    (e: { data: { conversationID: string; type: string; payload: { text?: unknown } }[] }) => {
      // The texts the tests sent: createGroup's announcement is not one of them.
      for (const m of e.data)
        if (!isGroupAnnouncement(m)) (texts[m.conversationID] ??= []).push(String(m.payload?.text));
    },
  );
  return tim;
};

async function unread(tim: Tim): Promise<{ byConversation: Record<string, number>; total: number }> {
  const list: { conversationID: string; unreadCount: number }[] = (await tim.getConversationList()).data
    .conversationList;
  return {
    byConversation: Object.fromEntries(list.map((c) => [c.conversationID, c.unreadCount])),
    total: tim.getTotalUnreadMessageCount(),
  };
}

let tim = await login();
process.send?.({ ready: true });
process.on('message', async (msg: Command) => {
  try {
    let result: unknown = null;
    switch (msg.cmd) {
      case 'getGroupList':
        await tim.getGroupList();
        break;
      case 'join':
        await tim.joinGroup({ groupID: msg.groupID });
        break;
      case 'received':
        result = { texts, crashes };
        break;
      case 'unread':
        result = await unread(tim);
        break;
      case 'tips':
        result = (await tim.getConversationProfile(msg.conversationID)).data.conversation.groupAtInfoList;
        break;
      case 'reload':
        // A fresh login of the same user, after the first instance logged out.
        await tim.logout();
        tim = await login();
        await new Promise((r) => setTimeout(r, 1500));
        result = await unread(tim);
        break;
      case 'exit':
        await tim.logout().catch(() => undefined);
        process.exit(0);
    }
    process.send?.({ id: msg.id, result });
  } catch (err) {
    process.send?.({ id: msg.id, error: err instanceof Error ? err.message : String(err) });
  }
});
