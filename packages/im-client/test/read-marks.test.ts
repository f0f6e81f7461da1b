import { afterEach, describe, expect, it } from 'vitest';
import type { ChatClient } from '../src/index.ts';
import { FakeService, readyClient } from './fake-service.ts';

const clients: ChatClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.destroy();
});

describe('read marks as the official SDK (issue #29)', () => {
  it('§7 setAllMessageRead: a group the service refuses (ErrorCode in GroupReadInfoArray) is read all the same and the call resolves, as the official SDK does', async () => {
    const s = new FakeService();
    s.replies.set('recentcontact.page_get', {
      CompleteFlag: 1,
      SessionItem: [
        { Type: 2, ToAccount: 'gone', GroupType: 'Public', MsgTimeStamp: 10, MsgSeq: 4, UnreadMsgCount: 2 },
        { Type: 2, ToAccount: 'kept', GroupType: 'Public', MsgTimeStamp: 11, MsgSeq: 7, UnreadMsgCount: 3 },
      ],
    });
    s.replies.set('openim.read_all_unread_msg', {
      C2CReadAllMsg: 0,
      GroupReadInfoArray: [
        { GroupId: 'gone', ErrorCode: 10007, ErrorInfo: 'not a member of the group' },
        { GroupId: 'kept', ErrorCode: 0, ErrorInfo: '' },
      ],
    });
    const c = await readyClient(s, clients);
    expect(c.getTotalUnreadMessageCount()).toBe(5);
    await expect(c.setAllMessageRead()).resolves.toMatchObject({ code: 0 });
    expect(c.getTotalUnreadMessageCount()).toBe(0);
  });
});
