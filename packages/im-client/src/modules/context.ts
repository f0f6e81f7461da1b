import type { Emitter } from '../emitter.ts';
import type { Body } from '../transport/frames.ts';
import type { RequestOptions } from '../transport/socket.ts';

/**
 * What the session lends a module: the wire, who is signed in, public events, the readiness gate, and
 * the internal bus modules talk over (never a fake wire push). A module keeps its own state and codec.
 */
export interface ModuleContext {
  request(servcmd: string, body: Body, options?: RequestOptions): Promise<Body>;
  me(): string;
  emit(name: string, data: unknown): void;
  /** Throws (and reports) when the client is not ready or the API is over its frequency limit. */
  gate(api: string): void;
  log(level: number, ...args: unknown[]): void;
  internal: Emitter;
}

/** Names on the internal bus. Wire push payloads keep their wire key (e.g. `FriendListMod`). */
export const INTERNAL = {
  /** The session ended (logout, kick): modules forget the user's state. */
  RESET: 'session:reset',
  /** A group's profile was (re)fetched: `Group`. */
  GROUP_KNOWN: 'group:known',
  /** A group tip carrying attribute (`MsgGroupNewInfo.GroupAttrOption`) or counter (`GroupCounterInfo`) changes. */
  GROUP_DATA_NOTICE: 'group:dataNotice',
  /** A group tip of event 12: this user was @-mentioned in a group message. */
  GROUP_AT_TIP: 'group:atTip',
  /** Members quit or were kicked (group tips 2, 3): `{ groupID, userIDList }`. */
  MEMBERS_LEFT: 'group:membersLeft',
  /** A message came into a topic: `TopicMessage`. */
  TOPIC_MESSAGE: 'topic:message',
} as const;
