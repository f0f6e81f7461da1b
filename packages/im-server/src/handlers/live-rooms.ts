import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Body } from '../frames.ts';
import { LiveBanRepo } from '../repos/live-bans.ts';
import { ImError, list, num, requireStr, type Conn, type Service } from '../service.ts';
import type { GroupRow } from '../store.ts';
import { groupItem } from '../wire.ts';
import { groupOr404, isAdmin, pushNotice, roleOf } from './group-common.ts';
import { groupWire } from './modify.ts';

/** Messages a live room keeps for long polling (in memory and in the store). */
export const LIVE_BACKLOG = 1000;
/** get_members: the latest online members it lists (with the ability, else without), and a page of them. */
export const LIVE_MEMBERS_MAX = 1000;
export const LIVE_MEMBERS_WITHOUT_ABILITY = 30;
export const LIVE_MEMBERS_PAGE = 250;
/** How long past a poll's hold a live-room socket still counts as watching. */
const POLL_GRACE_MS = 30_000;

interface Poller {
  startSeq: number;
  resolve: (body: Body) => void;
}

/**
 * Live-room (AVChatRoom) feed: the recent messages long polling serves (persisted, so a restart loses none of
 * them), the waiting polls, and the sockets watching the room (its online count).
 */
export class LiveRoom {
  readonly msgs: Body[] = [];
  readonly seqs: number[] = [];
  readonly waiters = new Set<Poller>();
  /** Each socket in the room, when it last joined or polled (ms), and how it leaves when it closes. */
  private readonly viewers = new Map<Conn, { seen: number; joined: number; order: number; leave: () => void }>();
  /** Joins so far: each viewer's place in the order of joining (the member list's cursor). */
  private joins = 0;

  add(seq: number, item: Body): void {
    this.msgs.push(item);
    this.seqs.push(seq);
    if (this.msgs.length > LIVE_BACKLOG) {
      this.msgs.shift();
      this.seqs.shift();
    }
    for (const w of [...this.waiters]) {
      const out = this.since(w.startSeq);
      if (out.list.length > 0) {
        this.waiters.delete(w);
        w.resolve(out.body);
      }
    }
  }

  since(startSeq: number): { list: Body[]; body: Body } {
    const out: Body[] = [];
    for (let i = 0; i < this.seqs.length; i++) if (this.seqs[i]! >= startSeq) out.push(this.msgs[i]!);
    const last = this.seqs[this.seqs.length - 1];
    const nextSeq = last !== undefined && last >= startSeq ? last + 1 : startSeq;
    return { list: out, body: { NextSeq: nextSeq, RspMsgList: out } };
  }

  /** A socket joined or polled: it counts as watching until it closes or stops polling. */
  watch(conn: Conn, now: number): void {
    if (conn.closed) return;
    const known = this.viewers.get(conn);
    if (known) {
      known.seen = now;
      return;
    }
    const leave = (): void => {
      this.viewers.delete(conn);
    };
    this.viewers.set(conn, { seen: now, joined: now, order: ++this.joins, leave });
    conn.onClose.add(leave);
  }

  leave(conn: Conn): void {
    const known = this.viewers.get(conn);
    if (!known) return;
    this.viewers.delete(conn);
    conn.onClose.delete(known.leave);
  }

  /**
   * The signed-in users watching now, latest to join first, each once (by their first socket): when they joined
   * (ms) and their place in the order of joining.
   */
  watchers(now: number, staleMs: number): { user: string; joined: number; order: number }[] {
    this.online(now, staleMs);
    const first = new Map<string, { user: string; joined: number; order: number }>();
    for (const [conn, { joined, order }] of this.viewers)
      if (conn.user && order < (first.get(conn.user)?.order ?? Infinity))
        first.set(conn.user, { user: conn.user, joined, order });
    return [...first.values()].sort((a, b) => b.order - a.order);
  }

  /** Sockets watching now: closed ones are gone, and one that has not polled for `staleMs` has left. */
  online(now: number, staleMs: number): number {
    for (const [conn, { seen }] of this.viewers) if (conn.closed || now - seen > staleMs) this.leave(conn);
    return this.viewers.size;
  }
}

/** Every live room's feed, their signed long-polling keys and their bans. */
export class LiveRooms {
  private readonly svc: Service;
  private readonly rooms = new Map<string, LiveRoom>();
  readonly bans: LiveBanRepo;

  constructor(svc: Service) {
    this.svc = svc;
    this.bans = new LiveBanRepo(svc.store.db);
  }

  room(g: GroupRow): LiveRoom {
    let r = this.rooms.get(g.id);
    if (!r) {
      r = new LiveRoom();
      // After a restart the window is rebuilt from the store: a poll with an old StartSeq resumes exactly.
      for (const row of this.svc.store.groupHistory(g.id, g.next_seq, LIVE_BACKLOG).reverse())
        r.add(row.seq, { ...groupWire(this.svc, groupItem(row, g), row), Event: 3 });
      this.rooms.set(g.id, r);
    }
    return r;
  }

  /** Joins a socket to a live room (one socket counts once, however often it joins) and issues its poll key. */
  join(conn: Conn, g: GroupRow, user: string | null): Body {
    const key = this.issueKey(g.id, user);
    this.room(g).watch(conn, this.svc.opts.now());
    return {
      JoinedStatus: 'JoinedSuccess',
      GroupId: g.id,
      HugeGroupFlag: 1,
      LongPollingKey: key,
      StartSeq: g.next_seq,
    };
  }

  /** The user's sockets stop watching the room (they quit or were banned). */
  leave(groupId: string, user: string): void {
    const r = this.rooms.get(groupId);
    if (r) for (const c of this.svc.connsOf(user)) r.leave(c);
  }

  /** A dismissed room: its feed and its bans go. */
  drop(groupId: string): void {
    this.rooms.delete(groupId);
    this.bans.dropGroup(groupId);
  }

  /** A socket that has not polled for this long has left the room (a poll holds at most maxHoldMs). */
  staleMs(): number {
    return this.svc.opts.maxHoldMs + POLL_GRACE_MS;
  }

  // Long-polling keys are signed: they name the room and the user, and stay valid across a restart.
  private keyMac(payload: string): Buffer {
    return createHmac('sha256', this.svc.opts.secretKey).update(`live-poll-key\n${payload}`).digest().subarray(0, 16);
  }

  private issueKey(groupId: string, user: string | null): string {
    const payload = [randomBytes(6), Buffer.from(groupId), Buffer.from(user ?? '')]
      .map((b) => b.toString('base64url'))
      .join('.');
    return `${payload}.${this.keyMac(payload).toString('base64url')}`;
  }

  readKey(key: string): { groupId: string; user: string | null } | null {
    const parts = key.split('.');
    if (parts.length !== 4) return null;
    const given = Buffer.from(parts[3]!, 'base64url');
    const expected = this.keyMac(parts.slice(0, 3).join('.'));
    // Only the key as issued: base64url's last character carries spare bits, so other spellings decode alike.
    if (given.toString('base64url') !== parts[3]) return null;
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const user = Buffer.from(parts[2]!, 'base64url').toString('utf8');
    return { groupId: Buffer.from(parts[1]!, 'base64url').toString('utf8'), user: user === '' ? null : user };
  }
}

/** Live rooms: anonymous joins, long polling, the online count and bans. */
export function registerLiveRooms(svc: Service, rooms: LiveRooms): void {
  svc.route(
    'group_open_http_noauth_svc.apply_join_group',
    (conn, body) => {
      const g = groupOr404(svc, requireStr(body, 'GroupId'));
      if (g.type !== 'AVChatRoom') throw new ImError(10007, 'only live rooms can be joined without login');
      return rooms.join(conn, g, null);
    },
    false,
  );

  const poll = (conn: Conn, body: Body): Body | Promise<Body> => {
    const key = requireStr(body, 'Key');
    const owner = rooms.readKey(key);
    const g = owner ? svc.store.findGroup(owner.groupId) : undefined;
    // A user's key is good on that user's sockets while the user is in the room; an anonymous one anywhere.
    if (
      !owner ||
      g?.type !== 'AVChatRoom' ||
      (owner.user !== null && (owner.user !== conn.user || !svc.store.member(g.id, owner.user)))
    )
      throw new ImError(10010, 'long polling key is not valid');
    const groupId = g.id;
    const r = rooms.room(g);
    r.watch(conn, svc.opts.now());
    const startSeq = Math.max(1, num(body, 'StartSeq', 1));
    const now = r.since(startSeq);
    if (now.list.length > 0) return { Key: key, GroupId: groupId, ...now.body };
    const holdMs = Math.min(Math.max(0, num(body, 'HoldTime', 90)) * 1000, svc.opts.maxHoldMs);
    return new Promise<Body>((resolve) => {
      const empty = { Key: key, GroupId: groupId, NextSeq: startSeq, RspMsgList: [] };
      const waiter: Poller = {
        startSeq,
        resolve: (b) => {
          clearTimeout(timer);
          conn.holds.delete(cancel);
          r.watch(conn, svc.opts.now());
          resolve({ Key: key, GroupId: groupId, ...b });
        },
      };
      // A hold cut short (logout, another login on this socket) is answered empty, never left hanging.
      const cancel = (): void => {
        clearTimeout(timer);
        r.waiters.delete(waiter);
        resolve(empty);
      };
      const timer = setTimeout(() => {
        r.waiters.delete(waiter);
        conn.holds.delete(cancel);
        r.watch(conn, svc.opts.now());
        resolve(empty);
      }, holdMs);
      r.waiters.add(waiter);
      conn.holds.add(cancel);
    });
  };
  svc.route('group_open_long_polling_http_svc.get_msg', poll);
  svc.route('group_open_long_polling_http_noauth_svc.get_msg', poll, false);

  svc.route('group_open_http_svc.get_online_member_num', (_conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    // A live room counts the sockets watching it; other groups count their members.
    const count =
      g.type === 'AVChatRoom' ? rooms.room(g).online(svc.opts.now(), rooms.staleMs()) : svc.store.memberCount(g.id);
    return { OnlineMemberNum: count, ExpireTime: 60 };
  });

  // The live-room member list, as the cloud answers get_members: the latest 1,000 online members (30 without the
  // live-room member list ability), a page of 250 per request, Timestamp the cursor (0 first, then the answer's
  // NextTimestamp, 0 at the end: here a place in the order of joining, opaque to clients); Mark keeps the members
  // marked with it.
  svc.route('group_open_avchatroom_http_svc.get_members', (conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    if (g.type !== 'AVChatRoom') throw new ImError(10007, 'get_members lists live rooms only');
    if (!svc.store.member(g.id, conn.user ?? '')) throw new ImError(10007, 'not a member of the group');
    const mark = num(body, 'Mark');
    const cursor = num(body, 'Timestamp');
    const online = rooms
      .room(g)
      .watchers(svc.opts.now(), rooms.staleMs())
      .slice(0, svc.canUse('liveRoomMemberList') ? LIVE_MEMBERS_MAX : LIVE_MEMBERS_WITHOUT_ABILITY)
      .filter((w) => !mark || svc.groupExtras.memberMarks(g.id, w.user).includes(mark));
    const after = online.filter((w) => !cursor || w.order < cursor);
    const page = after.slice(0, LIVE_MEMBERS_PAGE);
    return {
      MemberList: page.map((w) => {
        const user = svc.store.findUser(w.user);
        return {
          Member_Account: w.user,
          JoinTime: Math.floor(w.joined / 1000),
          NickName: user?.nick ?? '',
          Avatar: user?.face_url ?? '',
        };
      }),
      NextTimestamp: after.length > page.length ? page.at(-1)!.order : 0,
    };
  });

  // Removing a live room's member is a ban for a duration (spec §5; the live-room ban ability): the member leaves,
  // is told by system notice 21 and cannot join again until it ends.
  svc.route('group_open_http_svc.ban_group_member', (conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    if (g.type !== 'AVChatRoom') throw new ImError(10007, 'only live-room members are banned');
    svc.requireAbility('liveRoomBan');
    if (!isAdmin(roleOf(svc, g, conn.user ?? ''))) throw new ImError(10007, 'only the owner or an admin can ban');
    const duration = num(body, 'Duration');
    if (duration <= 0) throw new ImError(10004, 'Duration must be at least 1 second');
    const until = svc.nowSeconds() + duration;
    for (const raw of list(body, 'Members_Account')) {
      if (typeof raw !== 'string' || raw === g.owner) continue;
      rooms.bans.ban(g.id, raw, until);
      svc.store.removeMember(g.id, raw);
      rooms.leave(g.id, raw);
      pushNotice(svc, g, raw, 21, conn.user ?? '');
    }
    return {};
  });
}
