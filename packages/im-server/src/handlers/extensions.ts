import type { Body } from '../frames.ts';
import { ImError, list, num, type Service, str } from '../service.ts';
import type { Extension } from '../repos/extensions.ts';
import { requireC2cSpeaker, requireGroupSpeaker, spokeInGroup } from './gates.ts';
import { c2cTarget, groupChangeItem, groupTarget, pushToGroup, tinyIdOf } from './modify.ts';

/** Extensions set in one call (spec §9). */
const EXTENSIONS_PER_CALL = 20;
/** Extensions one message holds at most (the cloud's limit). */
const EXTENSIONS_PER_MESSAGE = 300;
/** Bytes of a key and of a value at most. */
const KEY_BYTES = 100;
const VALUE_BYTES = 1000;
/** The cloud's code for a message sent without `SupportMessageExtension`. */
export const EXTENSION_NOT_SUPPORTED = 23001;
const OPERATION = { set: 1, deleteKeys: 2, clear: 3 } as const;

const toWire = (e: Extension): Body => ({ Key: e.key, Value: e.value, Seq: e.seq });

function requested(body: Body, operation: number): Extension[] {
  const items = list(body, 'ExtensionList')
    .filter((x): x is Body => typeof x === 'object' && x !== null)
    .map((x) => ({
      key: str(x, 'Key'),
      value: operation === OPERATION.deleteKeys ? '' : str(x, 'Value'),
      seq: num(x, 'Seq'),
    }));
  if (items.length === 0) throw new ImError(10004, 'ExtensionList must list at least one Key');
  if (items.length > EXTENSIONS_PER_CALL)
    throw new ImError(10004, `ExtensionList has ${items.length} keys, at most ${EXTENSIONS_PER_CALL} a call`);
  const bad = items.find((e) => e.key === '' || (operation === OPERATION.set && e.value === ''));
  if (bad)
    throw new ImError(
      10004,
      `ExtensionList: every Key needs a name${operation === OPERATION.set ? ' and a Value' : ''}`,
    );
  const tooLong = items.find((e) => Buffer.byteLength(e.key) > KEY_BYTES || Buffer.byteLength(e.value) > VALUE_BYTES);
  if (tooLong) throw new ImError(10004, `ExtensionList: the key ${tooLong.key.slice(0, 20)} or its value is too long`);
  return items;
}

/**
 * Message extensions (spec §7): key-value pairs on a message sent with `SupportMessageExtension`, a commercial
 * ability. Operation 1 sets, 2 deletes keys, 3 deletes all; each change raises the message's global sequence, a key
 * set with a stale sequence fails alone. Changes are pushed (`MsgExtensionNotify`) to the conversation's parties,
 * so a change passes the gates of a send (gates.ts) and counts for slow mode.
 */
export function registerExtensions(svc: Service): void {
  const change = (body: Body, key: string, messageInfo: Body, notify: (event: Body) => void): Body => {
    svc.requireAbility('messageExtension');
    if (!svc.versions.meta(key).support_ext)
      throw new ImError(EXTENSION_NOT_SUPPORTED, 'the message was not sent with SupportMessageExtension');
    const operation = num(body, 'OperateType', OPERATION.set);
    const push = (kind: string, entries: Body, seq: number): void =>
      notify({
        Event: 21,
        MsgExtensionNotify: { ...messageInfo, MsgOptType: operation, [kind]: [entries], LatestSeq: seq },
      });
    if (operation === OPERATION.clear) {
      const seq = svc.extensions.clear(key);
      push('ClearKVInfo', { ClearSeq: seq, ExtensionList: [] }, seq);
      return { Seq: seq, ClearSeq: seq, ExtensionList: [] };
    }
    if (operation !== OPERATION.set && operation !== OPERATION.deleteKeys)
      throw new ImError(10004, 'OperateType must be 1 (set), 2 (delete keys) or 3 (delete all)');
    const items = requested(body, operation);
    const added = items.filter((e) => e.value !== '').length;
    if (operation === OPERATION.set && svc.extensions.count(key) + added > EXTENSIONS_PER_MESSAGE)
      throw new ImError(10004, `a message holds at most ${EXTENSIONS_PER_MESSAGE} extensions`);
    const { results, seq } = svc.extensions.change(key, items);
    const done = results.filter((r) => r.code === 0).map((r) => toWire(r.ext));
    if (done.length > 0) push(operation === OPERATION.set ? 'SetKVInfo' : 'DeleteKVInfo', { ExtensionList: done }, seq);
    return {
      Seq: seq,
      ExtensionList: results.map((r) => ({ ErrorCode: r.code, Extension: toWire(r.ext) })),
    };
  };
  const read = (key: string, body: Body): Body => {
    svc.requireAbility('messageExtension');
    const { seq, clearSeq } = svc.extensions.state(key);
    return {
      ExtensionList: svc.extensions.list(key, num(body, 'startSeq')).map(toWire),
      CompleteFlag: 1,
      LatestSeq: seq,
      ClearSeq: clearSeq,
    };
  };

  svc.route('openim_msg_ext_http_svc.set_key_values', (conn, body) => {
    const { row, key, peer } = c2cTarget(svc, conn.user ?? '', body);
    requireC2cSpeaker(svc, conn.user ?? '', peer);
    const info = {
      TinyId: tinyIdOf(svc, row.from_acc),
      ExtensionC2cMsgInfo: {
        From_Account: row.from_acc,
        To_Account: row.to_acc,
        MsgSeq: row.seq,
        MsgRandom: row.random,
        MsgTime: row.time,
        MsgClientTime: row.client_time,
      },
    };
    return change(body, key, info, (event) => {
      const push = { EventArray: [event] };
      svc.pushUser(peer, 'im_open_push.msg_push', push);
      if (peer !== conn.user) svc.pushUser(conn.user ?? '', 'im_open_push.msg_push', push, conn);
    });
  });

  svc.route('openim_msg_ext_http_svc.get_key_values', (conn, body) =>
    read(c2cTarget(svc, conn.user ?? '', body).key, body),
  );

  svc.route('openim_msg_ext_http_svc.group_set_key_values', (conn, body) => {
    const user = conn.user ?? '';
    const { row, key, group, topic } = groupTarget(svc, user, body);
    requireGroupSpeaker(svc, group, user, { topic });
    const { TinyId, ...where } = groupChangeItem(svc, row, group);
    const info = { TinyId, ExtensionGroupMsgInfo: { ...where, MsgClientTime: svc.versions.meta(key).client_time } };
    const answer = change(body, key, info, (event) => pushToGroup(svc, group, event, conn));
    spokeInGroup(svc, group, user);
    return answer;
  });

  svc.route('openim_msg_ext_http_svc.group_get_key_values', (conn, body) =>
    read(groupTarget(svc, conn.user ?? '', body).key, body),
  );
}
