import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Body } from './frames.ts';
import { ImError, SYSTEM_ACCOUNT, type Conn, type Service } from './service.ts';

/** A text the platform posts in a user's name (ImAdmin.sendTextAs). */
export interface TextAs {
  groupID: string;
  /** The user it is sent as: an existing account, never the platform's own. */
  from: string;
  text: string;
  /** The message's CloudCustomData ('' none). */
  cloudCustomData?: string;
}

/** A connection without a socket acting as `user`: how the server API's commands run the service's handlers. */
export function serverApiConn(user: string): Conn {
  return {
    ws: null as unknown as WebSocket,
    instanceId: 'server-api',
    platform: '',
    user,
    tinyId: '',
    a2: '',
    instId: 0,
    host: '127.0.0.1',
    // No socket: it never counts as watching a room nor gets pushes.
    closed: true,
    holds: new Set(),
    onClose: new Set(),
  };
}

/**
 * The cloud's server API send_group_msg with From_Account: the platform posts a text as one of its users. It runs
 * the very commands the user's client would, on a connection without a socket: a live room is joined first
 * (apply_join_group: bans hold), then the send takes every check of a client's (size, membership, mutes, slow
 * mode) and reaches the room's long polls and the after-send callback like any message. A refusal is the
 * command's ImError.
 */
export function textSender(svc: Service): (message: TextAs) => Promise<{ sequence: number; time: number }> {
  const run = async (user: string, servcmd: string, body: Body): Promise<Body> => {
    const handler = svc.routes.get(servcmd);
    if (!handler) throw new Error(`unknown command ${servcmd}`);
    return handler(serverApiConn(user), body, { servcmd });
  };
  return async ({ groupID, from, text, cloudCustomData = '' }) => {
    if (from === SYSTEM_ACCOUNT || !svc.store.findUser(from))
      throw new ImError(10004, `From_Account ${from.slice(0, 40)} is not an account of the app`);
    const group = svc.store.findGroup(groupID);
    if (group?.type === 'AVChatRoom' && !svc.store.member(group.id, from))
      await run(from, 'group_open_http_svc.apply_join_group', { GroupId: groupID });
    const sent = await run(from, 'group_open_http_svc.send_group_msg', {
      GroupId: groupID,
      Random: randomBytes(4).readUInt32BE(0),
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: text } }],
      CloudCustomData: cloudCustomData,
    });
    return { sequence: Number(sent.MsgSeq), time: Number(sent.MsgTime) };
  };
}
