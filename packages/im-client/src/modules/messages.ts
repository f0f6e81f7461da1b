import type { Message } from '../types.ts';
import { messageKey } from './message/codec.ts';

/** A held message's unique key (its ID is fixed at creation; sending changes its time and sequence). */
export const keyOf = (m: Message): string => messageKey(m.from, m.to, m.random, m.sequence, m.time);

/** Messages of one conversation, kept in (time, sequence) order, each once (by unique key, as the official SDK). */
export class MessageList {
  readonly items: Message[] = [];
  private readonly keys = new Map<string, Message>();
  /** No older history remains on the service. */
  completed = false;
  /** One-to-one: the peer's read time a history page found (the official SDK asks it once known to be none). */
  peerReadTime = 0;

  /** The held copy of a message, by its unique key. */
  held(key: string): Message | undefined {
    return this.keys.get(key);
  }

  /** A held message by its ID. */
  get(id: string): Message | undefined {
    return this.items.findLast((m) => m.ID === id);
  }

  /** Inserts in order; returns false for a message already held. */
  insert(m: Message): boolean {
    const key = keyOf(m);
    if (this.keys.has(key)) return false;
    this.keys.set(key, m);
    let i = this.items.length;
    while (i > 0 && before(m, this.items[i - 1]!)) i--;
    if (i === this.items.length) this.items.push(m);
    else this.items.splice(i, 0, m);
    return true;
  }

  /** Removes a held message (before its time or sequence changes: its key is read from them). */
  remove(m: Message): void {
    const key = keyOf(m);
    if (this.keys.get(key) !== m) return;
    this.keys.delete(key);
    this.items.splice(this.items.lastIndexOf(m), 1);
  }

  /** Keeps the newest `count` messages (and forgets the others' keys). */
  keepNewest(count: number): void {
    if (this.items.length <= count) return;
    for (const m of this.items.splice(0, this.items.length - count)) this.keys.delete(keyOf(m));
  }

  clear(): void {
    this.items.length = 0;
    this.keys.clear();
  }
}

/**
 * Group sequences are the service's own, so they order a group. One-to-one sequences come from each
 * sender, so they order only one sender's messages within a second; across senders arrival order stands.
 */
export function before(a: Message, b: Message): boolean {
  if (a.conversationType === 'GROUP' && a.sequence > 0 && b.sequence > 0) return a.sequence < b.sequence;
  if (a.time !== b.time) return a.time < b.time;
  return a.from === b.from && a.sequence < b.sequence;
}

/** A bounded memory of recent keys: drops the oldest beyond `size` (spec §9 de-dup windows). */
export class RecentWindow<T> {
  private readonly keys: T[] = [];
  private readonly set = new Set<T>();
  private readonly size: number;
  constructor(size: number) {
    this.size = size;
  }

  /** Remembers `key`; false when it was already there. */
  add(key: T): boolean {
    if (this.set.has(key)) return false;
    this.set.add(key);
    this.keys.push(key);
    if (this.keys.length > this.size) this.set.delete(this.keys.shift() as T);
    return true;
  }
}

/** Sequence window 200 and message ID window 100 of live rooms (spec §9). */
export const SEQ_WINDOW = 200;
export const ID_WINDOW = 100;

/** Group roaming: at most 21 messages per `group_msg_get` (spec §9). */
export const GROUP_ROAM_PAGE = 21;

/** One `group_msg_get` of a recovery: sequences `from..to`, asked as "up to `to`, `to - from + 1` of them". */
export interface SeqRange {
  from: number;
  to: number;
}

/**
 * Plans the recovery of a group gap, forwards: every sequence after `frontier` up to `upto` that is not
 * `held` is covered by a range of at most `page` sequences, oldest range first. A gap of any size is
 * planned in full (or its first `limit` ranges); held sequences inside a range are fetched again rather
 * than split the range.
 */
export function planGroupFetch(
  frontier: number,
  upto: number,
  held: ReadonlySet<number>,
  limit = Number.POSITIVE_INFINITY,
  page = GROUP_ROAM_PAGE,
): SeqRange[] {
  const out: SeqRange[] = [];
  let seq = frontier + 1;
  while (seq <= upto && out.length < limit) {
    if (held.has(seq)) {
      seq++;
      continue;
    }
    let to = Math.min(seq + page - 1, upto);
    while (held.has(to)) to--;
    out.push({ from: seq, to });
    seq = to + 1;
  }
  return out;
}

/** One-to-one recovery after a gap (spec §4): recover when the time gap is 1 to 600 s. */
export function c2cGapRecover(lastLocalTime: number, nowSeconds: number): boolean {
  const gap = nowSeconds - lastLocalTime;
  return gap >= 1 && gap <= 600;
}

/** Unread sync by cookie: sync flag 0 or 1 means another page, 2 means done (spec §4). */
export function syncDone(syncFlag: number): boolean {
  return syncFlag === 2;
}

/** History page size of getMessageList (spec §9: capped at 15). */
export const MESSAGE_PAGE = 15;
