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

/** As the official SDK: `local` is the sequence the values are at, `remote` the newest the service announced. */
interface AttributeCache {
  local: number;
  remote: number;
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
  /** Spec §9: counters kept from their notices and fetches, trusted for 30 s (the official SDK's cache). */
  private counters = new Map<string, CounterCache>();

  /** A joined live room's AVChatRoomKey, sent as BytesKey (official SDK); undefined for other groups. */
  private readonly roomKey: (groupID: string) => string | undefined;

  constructor(ctx: ModuleContext, commercial: Commercial, roomKey: (groupID: string) => string | undefined) {
    this.ctx = ctx;
    this.roomKey = roomKey;
    this.commercial = commercial;
    ctx.internal.on(INTERNAL.RESET, () => {
      this.caches = new Map();
      this.counters = new Map();
    });
    ctx.internal.on(INTERNAL.GROUP_DATA_NOTICE, (e) => void this.onNotice(asRecord(e.data)));
  }

  private async onNotice(tip: Record<string, unknown>): Promise<void> {
    const groupID = asStr(tip.GroupId) || asStr(asRecord(tip.GroupInfo).GroupId);
    const body = asRecord(tip.MsgBody);
    for (const raw of asList(body.GroupCounterInfo)) {
      const { Type, GroupCounterSeq, GroupCounter } = asRecord(raw);
      const deleted = asNum(Type) === 1;
      this.keepCounters(groupID, asNum(GroupCounterSeq), GroupCounter, deleted);
      if (!deleted)
        for (const [key, value] of Object.entries(decodeCounters(GroupCounter)))
          this.ctx.emit(EVENT.GROUP_COUNTER_UPDATED, { groupID, key, value });
    }
    const option = asRecord(asRecord(body.MsgGroupNewInfo).GroupAttrOption);
    if (!('GroupAttrSeq' in option)) return;
    const seq = asNum(option.GroupAttrSeq);
    const cache = this.cacheOf(groupID);
    // Spec §6: the very next sequence with its values is applied; one already held (our own write) is no change.
    if (seq === cache.local) return;
    const before = this.valuesOf(groupID);
    if (asNum(option.PushChangedAttrValFlag) === 1 && followsCache(cache.local, seq))
      refresh(cache, seq, asNum(option.OpType), asList(option.GroupAttrInfo));
    else
      try {
        await this.fetch(groupID);
      } catch (err) {
        this.ctx.log(3, 'group attributes refetch failed', err);
        return;
      }
    this.emitChanges(groupID, before);
  }

  /** As the official SDK: the event, with the keys set and deleted, when the values held changed. */
  private emitChanges(groupID: string, before: Record<string, string>): void {
    const groupAttributes = this.valuesOf(groupID);
    const updatedKeyList = Object.keys(groupAttributes).filter((k) => groupAttributes[k] !== before[k]);
    const deletedKeyList = Object.keys(before).filter((k) => !(k in groupAttributes));
    if (updatedKeyList.length + deletedKeyList.length > 0)
      this.ctx.emit(EVENT.GROUP_ATTRIBUTES_UPDATED, { groupID, groupAttributes, updatedKeyList, deletedKeyList });
  }

  private cacheOf(groupID: string): AttributeCache {
    let cache = this.caches.get(groupID);
    if (!cache) this.caches.set(groupID, (cache = { local: 0, remote: 0, values: new Map(), fetchedAt: 0 }));
    return cache;
  }

  private valuesOf(groupID: string): Record<string, string> {
    return Object.fromEntries([...(this.caches.get(groupID)?.values ?? [])].map(([k, v]) => [k, v.value]));
  }

  /** As the official SDK: a live room's key goes along and marks the group type 1. */
  private async fetch(groupID: string): Promise<AttributeCache> {
    const key = this.roomKey(groupID);
    const body = await this.ctx.request('group_open_attr_http_svc.get_group_attr', {
      GroupId: groupID,
      Key: key,
      GroupType: key ? 1 : 0,
    });
    const cache = this.cacheOf(groupID);
    refresh(cache, asNum(body.AttrMainSeq), ATTR_OP.init, asList(body.GroupAttrAry), true);
    return cache;
  }

  /** Spec §6: cached values serve for 30 s unless the service announced a newer sequence. */
  private async cached(groupID: string): Promise<AttributeCache> {
    const cache = this.cacheOf(groupID);
    if (Date.now() - cache.fetchedAt < ATTRIBUTE_CACHE_MS && cache.local >= cache.remote) return cache;
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

  /**
   * Sends a write against the sequence last announced (no fetch first, as the official SDK); the answer's sequence
   * updates the cache only when it follows it (spec §6), and a change is told as a notice's is.
   */
  private async write(groupID: string, servcmd: string, opType: number, items: Body[]): Promise<void> {
    const cache = this.cacheOf(groupID);
    const body = await this.ctx.request(servcmd, {
      GroupId: groupID,
      ...(items.length > 0 ? { GroupAttr: items } : {}),
      AttrMainSeq: cache.remote,
      AttrControl: ['RaceConflict'],
      BytesKey: this.roomKey(groupID),
    });
    const seqs = new Map(asList(body.GroupAttr).map((raw) => [asStr(asRecord(raw).key), asNum(asRecord(raw).seq)]));
    const before = this.valuesOf(groupID);
    refresh(
      cache,
      asNum(body.AttrMainSeq),
      opType,
      items.map((item) => ({ ...item, seq: seqs.get(asStr(item.key)) ?? 0 })),
    );
    this.emitChanges(groupID, before);
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
    const cache = this.cacheOf(groupID);
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
    const cache = this.cacheOf(groupID);
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

  /** From the cache while it is fresh (spec §9: 30 s), else every counter fetched, as the official SDK. */
  async getGroupCounters(options: {
    groupID: string;
    keyList?: string[];
  }): Result<{ counters: Record<string, number> }> {
    await this.commercial.require('groupCounter');
    const id = this.groupID('getGroupCounters', options?.groupID);
    let cache = this.counters.get(id);
    if (!cache || Date.now() - cache.fetchedAt >= ATTRIBUTE_CACHE_MS) {
      const body = await this.ctx.request('group_open_http_svc.get_group_counter', {
        GroupId: id,
        GroupCounterKeys: [],
        BytesKey: this.roomKey(id),
      });
      cache = this.keepCounters(id, asNum(body.GroupCounterSeq), body.GroupCounter, false);
    }
    const keys = options.keyList ?? [];
    return ok({
      counters: Object.fromEntries([...cache.values].filter(([k]) => keys.length === 0 || keys.includes(k))),
    });
  }

  /** Counters from a notice or a fetch; an older sequence than the one held is ignored. */
  private keepCounters(groupID: string, seq: number, list: unknown, deleted: boolean): CounterCache {
    let cache = this.counters.get(groupID);
    if (!cache) this.counters.set(groupID, (cache = { seq: 0, values: new Map(), fetchedAt: 0 }));
    if (seq > 0 && seq < cache.seq) return cache;
    for (const [key, value] of Object.entries(decodeCounters(list)))
      if (deleted) cache.values.delete(key);
      else cache.values.set(key, value);
    cache.seq = seq;
    cache.fetchedAt = Date.now();
    return cache;
  }
}

interface CounterCache {
  seq: number;
  values: Map<string, number>;
  fetchedAt: number;
}

function decodeCounters(list: unknown): Record<string, number> {
  return Object.fromEntries(asList(list).map((raw) => [asStr(asRecord(raw).Key), asNum(asRecord(raw).Value)]));
}

/**
 * The official SDK's cache rule: a fetch, or the very next sequence, brings the values to it; a later one only
 * marks the cache behind (the next get fetches).
 */
function refresh(cache: AttributeCache, seq: number, opType: number, items: unknown[], fetched = false): void {
  if (fetched || followsCache(cache.local, seq)) {
    cache.local = cache.remote = seq;
    cache.fetchedAt = Date.now();
    applyChange(cache, opType, items);
  } else if (seq !== cache.local) cache.remote = seq;
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
