import { filled, nonEmptyList, paramsInvalid } from '../../errors.ts';
import { asList, asNum, asRecord, asStr, type Wire } from '../../protocol/wire.ts';
import { ok, type Result } from '../../result.ts';
import { EVENT, type Message } from '../../types.ts';
import type { Commercial } from '../commercial/commercial.ts';
import { INTERNAL, type ModuleContext } from '../context.ts';
import { messageId } from '../message/codec.ts';
import { groupWhere } from '../message/edit.ts';

export const EXTENSION_METHODS = ['setMessageExtensions', 'getMessageExtensions', 'deleteMessageExtensions'] as const;

/** The wire key of the extension push this module takes from the internal bus. */
export const EXTENSION_PUSH = 'MsgExtensionNotify';

/** Extensions set in one call (spec §9); more are left out, as the official SDK does. */
export const EXTENSIONS_PER_CALL = 20;

/** Extension operations (spec §4): 1 set, 2 delete keys, 3 delete all. */
export const OPERATION = { set: 1, deleteKeys: 2, clear: 3 } as const;

interface Held {
  value: string;
  seq: number;
}

/** A message's extensions as held: changes apply by key; a clear drops every key changed at or before it. */
export class ExtensionTable {
  private readonly keys = new Map<string, Held>();
  /** The message's global extension sequence last seen. */
  seq = 0;

  seqOf(key: string): number {
    return this.keys.get(key)?.seq ?? 0;
  }

  apply(changes: readonly { key: string; value: string; seq: number }[]): void {
    for (const c of changes) this.keys.set(c.key, { value: c.value, seq: c.seq });
  }

  /** Drops keys changed at or before `clearSeq`; returns the keys that had a value. */
  clear(clearSeq: number): string[] {
    const gone: string[] = [];
    for (const [key, held] of this.keys)
      if (held.seq <= clearSeq) {
        if (held.value !== '') gone.push(key);
        this.keys.delete(key);
      }
    return gone;
  }

  list(): { key: string; value: string }[] {
    return [...this.keys].filter(([, h]) => h.value !== '').map(([key, h]) => ({ key, value: h.value }));
  }
}

const decodeExt = (raw: unknown): { key: string; value: string; seq: number } => {
  const e = asRecord(raw);
  return { key: asStr(e.Key), value: asStr(e.Value), seq: asNum(e.Seq) };
};

/** Message extensions (spec §7): key-value pairs on messages sent with `isSupportExtension`, a commercial ability. */
export class ExtensionModule {
  private readonly ctx: ModuleContext;
  private readonly commercial: Commercial;
  private readonly tables = new Map<string, ExtensionTable>();

  constructor(ctx: ModuleContext, commercial: Commercial) {
    this.ctx = ctx;
    this.commercial = commercial;
    ctx.internal.on(INTERNAL.RESET, () => this.tables.clear());
    ctx.internal.on(EXTENSION_PUSH, (e) => this.onNotify(asRecord(e.data)));
  }

  private table(id: string): ExtensionTable {
    let t = this.tables.get(id);
    if (!t) {
      t = new ExtensionTable();
      this.tables.set(id, t);
    }
    return t;
  }

  private async check(api: string, message: Message): Promise<void> {
    await this.commercial.require('messageExtension');
    if (!message || message.status !== 'success' || !['C2C', 'GROUP'].includes(message.conversationType))
      throw paramsInvalid(api, 'message must be a sent one-to-one or group message');
    if (!message.isSupportExtension) throw paramsInvalid(api, 'the message was not sent with isSupportExtension');
  }

  /** The wire's name of a message: one-to-one by its key, a group's by sequence. */
  private where(m: Message): Wire {
    return m.conversationType === 'C2C'
      ? { From_Account: m.from, To_Account: m.to, MsgKey: `${m.sequence}_${m.random}_${m.time}` }
      : { ...groupWhere(m.to), MsgSeq: m.sequence };
  }

  private change(m: Message, operation: number, list?: Wire[]): Promise<Wire> {
    const cmd = m.conversationType === 'C2C' ? 'set_key_values' : 'group_set_key_values';
    return this.ctx.request(`openim_msg_ext_http_svc.${cmd}`, {
      ...this.where(m),
      OperateType: operation,
      ...(list ? { ExtensionList: list } : {}),
    });
  }

  /** Applies a change answer to the held table; returns each key's outcome. */
  private outcome(m: Message, body: Wire): { code: number; key: string; value: string }[] {
    const t = this.table(m.ID);
    const results = asList(body.ExtensionList).map((raw) => {
      const r = asRecord(raw);
      return { code: asNum(r.ErrorCode), ext: decodeExt(r.Extension) };
    });
    t.apply(results.filter((r) => r.code === 0).map((r) => r.ext));
    t.seq = asNum(body.Seq, t.seq);
    return results.map((r) => ({ code: r.code, key: r.ext.key, value: r.ext.value }));
  }

  async setMessageExtensions(
    message: Message,
    extensions: { key: string; value: string }[],
  ): Result<{ extensions: { code: number; key: string; value: string }[] }> {
    await this.check('setMessageExtensions', message);
    nonEmptyList('setMessageExtensions', 'extensions', extensions, ' of {key, value}');
    const bad = extensions.find((e) => !filled(e?.key) || typeof e.value !== 'string');
    if (bad) throw paramsInvalid('setMessageExtensions', 'extensions need a key and a string value');
    const t = this.table(message.ID);
    const list = extensions
      .slice(0, EXTENSIONS_PER_CALL)
      .map((e) => ({ Key: e.key, Value: e.value, Seq: t.seqOf(e.key) }));
    const body = await this.change(message, OPERATION.set, list);
    return ok({ extensions: this.outcome(message, body) });
  }

  /** Every extension of the message, fetched page by page from the held global sequence on. */
  async getMessageExtensions(message: Message): Result<{ extensions: { key: string; value: string }[] }> {
    await this.check('getMessageExtensions', message);
    const t = this.table(message.ID);
    const cmd = message.conversationType === 'C2C' ? 'get_key_values' : 'group_get_key_values';
    let startSeq = 0;
    for (;;) {
      // The first page names no start, as the official SDK asks it.
      const body = await this.ctx.request(`openim_msg_ext_http_svc.${cmd}`, {
        ...this.where(message),
        startSeq: startSeq || undefined,
      });
      const page = asList(body.ExtensionList).map(decodeExt);
      t.clear(asNum(body.ClearSeq));
      t.apply(page);
      t.seq = asNum(body.LatestSeq, t.seq);
      const last = page[page.length - 1];
      if (asNum(body.CompleteFlag) === 1 || !last || last.seq < startSeq) break;
      startSeq = last.seq + 1;
    }
    return ok({ extensions: t.list() });
  }

  /** Deletes the named keys, or every key when `keyList` is left out. */
  async deleteMessageExtensions(
    message: Message,
    keyList?: string[],
  ): Result<{ extensions: { code: number; key: string; value: string }[] }> {
    await this.check('deleteMessageExtensions', message);
    if (keyList !== undefined && (!Array.isArray(keyList) || keyList.some((k) => !filled(k))))
      throw paramsInvalid('deleteMessageExtensions', 'keyList must be a list of non-empty keys');
    const t = this.table(message.ID);
    if (!keyList || keyList.length === 0) {
      const body = await this.change(message, OPERATION.clear);
      t.clear(asNum(body.ClearSeq, asNum(body.Seq)));
      t.seq = asNum(body.Seq, t.seq);
      return ok({ extensions: [] });
    }
    const list = keyList.slice(0, EXTENSIONS_PER_CALL).map((key) => ({ Key: key, Value: '', Seq: t.seqOf(key) }));
    const body = await this.change(message, OPERATION.deleteKeys, list);
    return ok({ extensions: this.outcome(message, body) });
  }

  /** Another party changed a message's extensions. */
  private onNotify(n: Wire): void {
    const info = asRecord(n.ExtensionC2cMsgInfo ?? n.ExtensionGroupMsgInfo);
    // The official SDK's message ID, from the notice's tiny ID and the message's client time and random.
    const messageID = messageId(asStr(n.TinyId), asNum(info.MsgClientTime), asNum(info.MsgRandom));
    const t = this.table(messageID);
    t.seq = asNum(n.LatestSeq, t.seq);
    const operation = asNum(n.MsgOptType);
    const kind = ['', 'SetKVInfo', 'DeleteKVInfo', 'ClearKVInfo'][operation] ?? '';
    const keyList: string[] = [];
    const extensions: { key: string; value: string }[] = [];
    for (const raw of asList(n[kind])) {
      const entry = asRecord(raw);
      const changes = asList(entry.ExtensionList).map(decodeExt);
      if (operation === OPERATION.clear) keyList.push(...t.clear(asNum(entry.ClearSeq)));
      else t.apply(changes);
      if (operation === OPERATION.set) extensions.push(...changes.map(({ key, value }) => ({ key, value })));
      if (operation === OPERATION.deleteKeys) keyList.push(...changes.map((c) => c.key));
    }
    if (operation === OPERATION.set) this.ctx.emit(EVENT.MESSAGE_EXTENSIONS_UPDATED, { messageID, extensions });
    else if (operation === OPERATION.deleteKeys || operation === OPERATION.clear)
      this.ctx.emit(EVENT.MESSAGE_EXTENSIONS_DELETED, { messageID, keyList });
  }
}
