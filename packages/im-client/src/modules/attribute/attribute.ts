import { nonEmpty, paramsInvalid } from '../../errors.ts';
import { asList, asNum, asRecord, asStr } from '../../protocol/wire.ts';
import { ok, type Result } from '../../result.ts';
import type { Body } from '../../transport/frames.ts';
import { EVENT } from '../../types.ts';
import type { Commercial } from '../commercial/commercial.ts';
import { INTERNAL, type ModuleContext } from '../context.ts';

export const ATTRIBUTE_METHODS = [
  'initGroupAttributes',
  'setGroupAttributes',
  'deleteGroupAttributes',
  'getGroupAttributes',
  'setGroupCounters',
  'increaseGroupCounter',
  'decreaseGroupCounter',
  'getGroupCounters',
] as const;

/** Spec §6: cached attributes are trusted for 30 s. */
export const ATTRIBUTE_CACHE_MS = 30_000;
/** Attribute notice kinds (`GroupAttrOption.OpType`). */
const ATTR_OP = { init: 1, set: 2, clear: 3, delete: 4 } as const;

interface AttributeCache {
  mainSeq: number;
  values: Map<string, { value: string; seq: number }>;
  fetchedAt: number;
}

/** Spec §6: a change is applied to the cache only when it is the very next sequence; otherwise fetch again. */
export function followsCache(cachedSeq: number, changeSeq: number): boolean {
  return changeSeq === cachedSeq + 1;
}

/** Group attributes (key/value with a main sequence) and counters (key/number), with their notices. */
export class AttributeModule {
  private readonly ctx: ModuleContext;
  private readonly commercial: Commercial;
  private caches = new Map<string, AttributeCache>();

  /** A joined live room's AVChatRoomKey, sent as BytesKey (official SDK); undefined for other groups. */
  private readonly roomKey: (groupID: string) => string | undefined;

  constructor(ctx: ModuleContext, commercial: Commercial, roomKey: (groupID: string) => string | undefined) {
    this.ctx = ctx;
    this.roomKey = roomKey;
    this.commercial = commercial;
    ctx.internal.on(INTERNAL.RESET, () => {
      this.caches = new Map();
    });
    ctx.internal.on(INTERNAL.GROUP_DATA_NOTICE, (e) => void this.onNotice(asRecord(e.data)));
  }

  private async onNotice(tip: Record<string, unknown>): Promise<void> {
    const groupID = asStr(tip.GroupId) || asStr(asRecord(tip.GroupInfo).GroupId);
    const body = asRecord(tip.MsgBody);
    for (const raw of asList(body.GroupCounterInfo))
      for (const c of asList(asRecord(raw).GroupCounter)) {
        const { Key, Value } = asRecord(c);
        this.ctx.emit(EVENT.GROUP_COUNTER_UPDATED, { groupID, key: asStr(Key), value: asNum(Value) });
      }
    const option = asRecord(asRecord(body.MsgGroupNewInfo).GroupAttrOption);
    if (!('GroupAttrSeq' in option)) return;
    const cache = this.caches.get(groupID);
    if (cache && followsCache(cache.mainSeq, asNum(option.GroupAttrSeq))) {
      applyChange(cache, asNum(option.OpType), asList(option.GroupAttrInfo));
      cache.mainSeq = asNum(option.GroupAttrSeq);
    } else {
      try {
        await this.fetch(groupID);
      } catch (err) {
        this.ctx.log(3, 'group attributes refetch failed', err);
        return;
      }
    }
    this.ctx.emit(EVENT.GROUP_ATTRIBUTES_UPDATED, { groupID, groupAttributes: this.valuesOf(groupID) });
  }

  private valuesOf(groupID: string): Record<string, string> {
    return Object.fromEntries([...(this.caches.get(groupID)?.values ?? [])].map(([k, v]) => [k, v.value]));
  }

  private async fetch(groupID: string): Promise<AttributeCache> {
    const body = await this.ctx.request('group_open_attr_http_svc.get_group_attr', { GroupId: groupID });
    const cache: AttributeCache = { mainSeq: asNum(body.AttrMainSeq), values: new Map(), fetchedAt: Date.now() };
    for (const raw of asList(body.GroupAttrAry)) {
      const a = asRecord(raw);
      cache.values.set(asStr(a.key), { value: asStr(a.value), seq: asNum(a.seq) });
    }
    this.caches.set(groupID, cache);
    return cache;
  }

  private async cached(groupID: string): Promise<AttributeCache> {
    const cache = this.caches.get(groupID);
    if (cache && Date.now() - cache.fetchedAt < ATTRIBUTE_CACHE_MS) return cache;
    return this.fetch(groupID);
  }

  private groupID(api: string, id: unknown): string {
    return nonEmpty(api, 'groupID', id);
  }

  private attributes(api: string, value: unknown): [string, string][] {
    const entries = typeof value === 'object' && value !== null ? Object.entries(value) : [];
    if (entries.length === 0 || entries.some(([k, v]) => k === '' || typeof v !== 'string'))
      throw paramsInvalid(api, 'groupAttributes must map keys to string values');
    return entries as [string, string][];
  }

  /** Sends a write; the answer's sequence updates the cache only when it follows it (spec §6). */
  private async write(groupID: string, servcmd: string, opType: number, items: Body[]): Promise<void> {
    const cache = await this.cached(groupID);
    const body = await this.ctx.request(servcmd, {
      GroupId: groupID,
      ...(items.length > 0 ? { GroupAttr: items } : {}),
      AttrMainSeq: cache.mainSeq,
      AttrControl: ['RaceConflict'],
      BytesKey: this.roomKey(groupID),
    });
    const seq = asNum(body.AttrMainSeq);
    if (followsCache(cache.mainSeq, seq)) {
      applyChange(cache, opType, items);
      for (const raw of asList(body.GroupAttr)) {
        const a = asRecord(raw);
        const held = cache.values.get(asStr(a.key));
        if (held) held.seq = asNum(a.seq);
      }
      cache.mainSeq = seq;
    } else this.caches.delete(groupID);
  }

  async initGroupAttributes(options: { groupID: string; groupAttributes: Record<string, string> }): Result<{
    groupAttributes: Record<string, string>;
  }> {
    const groupID = this.groupID('initGroupAttributes', options?.groupID);
    const entries = this.attributes('initGroupAttributes', options.groupAttributes);
    await this.write(
      groupID,
      'group_open_http_svc.set_group_attr',
      ATTR_OP.init,
      entries.map(([key, value]) => ({ key, value })),
    );
    return ok({ groupAttributes: Object.fromEntries(entries) });
  }

  async setGroupAttributes(options: { groupID: string; groupAttributes: Record<string, string> }): Result<{
    groupAttributes: Record<string, string>;
  }> {
    const groupID = this.groupID('setGroupAttributes', options?.groupID);
    const entries = this.attributes('setGroupAttributes', options.groupAttributes);
    const cache = await this.cached(groupID);
    await this.write(
      groupID,
      'group_open_http_svc.modify_group_attr',
      ATTR_OP.set,
      entries.map(([key, value]) => ({ key, value, seq: cache.values.get(key)?.seq ?? 0 })),
    );
    return ok({ groupAttributes: Object.fromEntries(entries) });
  }

  /** An empty key list clears every attribute. */
  async deleteGroupAttributes(options: { groupID: string; keyList: string[] }): Result<{ keyList: string[] }> {
    const groupID = this.groupID('deleteGroupAttributes', options?.groupID);
    const keys = options.keyList;
    if (!Array.isArray(keys) || keys.some((k) => typeof k !== 'string'))
      throw paramsInvalid('deleteGroupAttributes', 'keyList must be a list of keys');
    const cache = await this.cached(groupID);
    if (keys.length === 0) await this.write(groupID, 'group_open_http_svc.clear_group_attr', ATTR_OP.clear, []);
    else
      await this.write(
        groupID,
        'group_open_http_svc.delete_group_attr',
        ATTR_OP.delete,
        keys.map((key) => ({ key, seq: cache.values.get(key)?.seq ?? 0 })),
      );
    return ok({ keyList: keys });
  }

  async getGroupAttributes(options: { groupID: string; keyList?: string[] }): Result<{
    groupAttributes: Record<string, string>;
  }> {
    const groupID = this.groupID('getGroupAttributes', options?.groupID);
    await this.cached(groupID);
    const all = this.valuesOf(groupID);
    const keys = options.keyList ?? [];
    if (!Array.isArray(keys)) throw paramsInvalid('getGroupAttributes', 'keyList must be a list of keys');
    const chosen =
      keys.length === 0 ? all : Object.fromEntries(keys.filter((k) => k in all).map((k) => [k, all[k] ?? '']));
    return ok({ groupAttributes: chosen });
  }

  private async updateCounters(
    api: string,
    groupID: unknown,
    mode: 'Set' | 'Increase' | 'Decrease',
    counters: [string, number][],
  ): Result<{ counters: Record<string, number> }> {
    await this.commercial.require('groupCounter');
    const id = this.groupID(api, groupID);
    if (counters.length === 0 || counters.some(([k, v]) => k === '' || !Number.isInteger(v)))
      throw paramsInvalid(api, 'counters map keys to integers');
    const body = await this.ctx.request('group_open_http_svc.update_group_counter', {
      GroupId: id,
      Mode: mode,
      GroupCounter: counters.map(([Key, Value]) => ({ Key, Value })),
      BytesKey: this.roomKey(id),
    });
    return ok({ counters: decodeCounters(body.GroupCounter) });
  }

  setGroupCounters(options: {
    groupID: string;
    counters: Record<string, number>;
  }): Result<{ counters: Record<string, number> }> {
    return this.updateCounters('setGroupCounters', options?.groupID, 'Set', Object.entries(options?.counters ?? {}));
  }

  increaseGroupCounter(options: {
    groupID: string;
    key: string;
    value: number;
  }): Result<{ counters: Record<string, number> }> {
    return this.updateCounters('increaseGroupCounter', options?.groupID, 'Increase', [[options?.key, options?.value]]);
  }

  decreaseGroupCounter(options: {
    groupID: string;
    key: string;
    value: number;
  }): Result<{ counters: Record<string, number> }> {
    return this.updateCounters('decreaseGroupCounter', options?.groupID, 'Decrease', [[options?.key, options?.value]]);
  }

  async getGroupCounters(options: {
    groupID: string;
    keyList?: string[];
  }): Result<{ counters: Record<string, number> }> {
    await this.commercial.require('groupCounter');
    const id = this.groupID('getGroupCounters', options?.groupID);
    const body = await this.ctx.request('group_open_http_svc.get_group_counter', {
      GroupId: id,
      GroupCounterKeys: options.keyList ?? [],
    });
    return ok({ counters: decodeCounters(body.GroupCounter) });
  }
}

function decodeCounters(list: unknown): Record<string, number> {
  return Object.fromEntries(asList(list).map((raw) => [asStr(asRecord(raw).Key), asNum(asRecord(raw).Value)]));
}

/** Applies one attribute change (init, set, clear, delete) to a cache. */
function applyChange(cache: AttributeCache, opType: number, items: unknown[]): void {
  if (opType === ATTR_OP.init || opType === ATTR_OP.clear) cache.values.clear();
  for (const raw of items) {
    const a = asRecord(raw);
    const key = asStr(a.key);
    if (opType === ATTR_OP.delete) cache.values.delete(key);
    else if (opType !== ATTR_OP.clear)
      cache.values.set(key, { value: asStr(a.value), seq: asNum(a.SubKeySeq ?? a.seq) });
  }
}
