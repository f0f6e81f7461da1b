import { liveGroupId } from '@live/api-contract';
import type { GroupMessageEvent } from '@live/im-server';
import type { App } from '../app.ts';
import { findUser } from '../users.ts';
import { progressTask } from './progress.ts';

/**
 * The user whose group message is a comment in a live room (sendComment): a text sent by a registered user (chat
 * id = user id; guests are guest_...) in a live room's AVChatRoom group, live_<room id> of an existing room. Custom
 * messages (enter notes, gifts) and other groups are not comments. Null when it is none of these.
 */
export function commenterOf(event: GroupMessageEvent, roomExists: (roomId: number) => boolean): number | null {
  if (event.groupType !== 'AVChatRoom' || !event.msgTypes.includes('TIMTextElem')) return null;
  const roomId = Number(/^live_(\d{1,9})$/.exec(event.groupID)?.[1] ?? 0);
  if (roomId <= 0 || liveGroupId(roomId) !== event.groupID || !roomExists(roomId)) return null;
  const userId = /^[1-9]\d{0,9}$/.test(event.from) ? Number(event.from) : 0;
  return userId > 0 ? userId : null;
}

/**
 * The chat service's after-send callback (as the cloud's Group.CallbackAfterSendMsg): each comment in a live room
 * advances the sender's sendComment task. A failure is logged, never passed to the chat service: the message is
 * already stored and pushed.
 */
export function roomCommentCallback(app: App): (event: GroupMessageEvent) => void {
  const room = app.db.prepare('SELECT 1 FROM live_rooms WHERE id = ?');
  return (event) => {
    try {
      const userId = commenterOf(event, (roomId) => room.get(roomId) !== undefined);
      if (userId !== null && findUser(app, userId)) progressTask({ app, now: app.now() }, userId, 'sendComment');
    } catch (error) {
      app.log(`sendComment of ${event.from} in ${event.groupID} not counted: ${(error as Error).message}`);
    }
  };
}
