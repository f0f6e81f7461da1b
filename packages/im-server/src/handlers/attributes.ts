import { isRecord, type Body } from '../frames.ts';
import { groupTipPush } from '../group-messages.ts';
import { pushToMembers } from './group-common.ts';
import { LIMIT_ERRORS, LIMITS, utf8Bytes } from '../limits.ts';
import { ImError, requireStr, type Conn, type Service } from '../service.ts';
import type { GroupRow } from '../store.ts';

/** The cloud's answer when the group's attributes changed since the caller's main sequence (race control). */
export const ATTRIBUTE_CONFLICT = 10056;
const INVALID = LIMIT_ERRORS.groupInvalid;
/** Attribute operations of the notice (spec §4): 1 init, 2 set, 3 delete all, 4 delete keys. */
const ATTR_OP = { init: 1, set: 2, clear: 3, delete: 4 } as const;
/** Counter notice kinds: 0 set, 1 deleted, 2 changed by increase or decrease. */
const COUNTER_NOTICE = { set: 0, changed: 2 } as const;

/** The group a request names, when the caller is one of its members (10010 no group, 10007 not a member). */
export function memberGroup(svc: Service, conn: Conn, body: Body): GroupRow {
  const g = svc.store.findGroup(requireStr(body, 'GroupId'));
  if (!g) throw new ImError(10010, 'the group does not exist or was dismissed');
  if (!svc.store.member(g.id, conn.user ?? '')) throw new ImError(10007, 'not a member of the group');
  return g;
}

/** A group-profile notice (tips event 6) to every member: attributes and counters travel this way. */
export function pushGroupNotice(svc: Service, g: GroupRow, operator: string, msgBody: Body): void {
  pushToMembers(svc, g.id, groupTipPush(svc, g, 6, operator, { OpType: 6, Operator_Account: operator, ...msgBody }));
}

/** Group attributes (key/value with sequences) and counters (key/number), members only, with their notices. */
export function registerAttributes(svc: Service): void {
  const extras = svc.groupExtras;

  const attrList = (body: Body): Body[] => {
    const v = body.GroupAttr;
    if (!Array.isArray(v) || v.length === 0) throw new ImError(INVALID, 'GroupAttr must list attributes');
    if (v.length > LIMITS.groupAttributes)
      throw new ImError(INVALID, `GroupAttr lists ${v.length} attributes, at most ${LIMITS.groupAttributes}`);
    return v.map((item) => {
      if (!isRecord(item) || typeof item.key !== 'string' || item.key === '')
        throw new ImError(INVALID, 'each attribute needs a key');
      if (utf8Bytes(item.key) > LIMITS.groupAttributeKeyBytes)
        throw new ImError(INVALID, `an attribute key is at most ${LIMITS.groupAttributeKeyBytes} bytes`);
      return item;
    });
  };
  /** Refuses a write made against an older main sequence than the group's (the SDK sends RaceConflict). */
  const checkRace = (g: GroupRow, body: Body): void => {
    const control = Array.isArray(body.AttrControl) ? body.AttrControl : [];
    const given = body.AttrMainSeq;
    if (control.includes('RaceConflict') && typeof given === 'number' && given !== extras.attrMainSeq(g.id))
      throw new ImError(ATTRIBUTE_CONFLICT, 'the group attributes changed since; fetch them again');
  };
  const checkSize = (g: GroupRow): void => {
    const all = extras.attrs(g.id);
    const bytes = all.reduce((n, a) => n + utf8Bytes(a.key) + utf8Bytes(a.value), 0);
    if (all.length > LIMITS.groupAttributes || bytes > LIMITS.groupAttributeValuesBytes)
      throw new ImError(
        INVALID,
        `at most ${LIMITS.groupAttributes} attributes and ${LIMITS.groupAttributeValuesBytes} bytes per group`,
      );
  };
  /** Applies a change in one transaction, advances the main sequence and tells the members. */
  const change = (conn: Conn, g: GroupRow, op: number, apply: () => Body[]): Body => {
    const { main, items } = svc.store.transaction(() => {
      const changed = apply();
      checkSize(g);
      return { main: extras.nextAttrMainSeq(g.id), items: changed };
    });
    pushGroupNotice(svc, g, conn.user ?? '', {
      MsgGroupNewInfo: {
        GroupAttrOption: {
          GroupAttrSeq: main,
          PushChangedAttrValFlag: 1,
          OpType: op,
          GroupAttrInfo: items.map((a) => ({ key: a.key, value: a.value, SubKeySeq: a.seq })),
        },
      },
    });
    return { AttrMainSeq: main, GroupAttr: items.map((a) => ({ key: a.key, seq: a.seq })) };
  };
  const value = (item: Body): string => {
    if (typeof item.value !== 'string')
      throw new ImError(INVALID, `attribute ${String(item.key)} needs a string value`);
    return item.value;
  };

  // Init: the group's attributes become exactly these.
  svc.route('group_open_http_svc.set_group_attr', (conn, body) => {
    const g = memberGroup(svc, conn, body);
    checkRace(g, body);
    const items = attrList(body);
    return change(conn, g, ATTR_OP.init, () => {
      extras.clearAttrs(g.id);
      return items.map((a) => ({ key: a.key, value: value(a), seq: extras.putAttr(g.id, String(a.key), value(a)) }));
    });
  });

  svc.route('group_open_http_svc.modify_group_attr', (conn, body) => {
    const g = memberGroup(svc, conn, body);
    checkRace(g, body);
    const items = attrList(body);
    return change(conn, g, ATTR_OP.set, () =>
      items.map((a) => ({ key: a.key, value: value(a), seq: extras.putAttr(g.id, String(a.key), value(a)) })),
    );
  });

  svc.route('group_open_http_svc.delete_group_attr', (conn, body) => {
    const g = memberGroup(svc, conn, body);
    checkRace(g, body);
    const items = attrList(body);
    return change(conn, g, ATTR_OP.delete, () => {
      for (const a of items) extras.deleteAttr(g.id, String(a.key));
      return items.map((a) => ({ key: a.key, value: '', seq: 0 }));
    });
  });

  svc.route('group_open_http_svc.clear_group_attr', (conn, body) => {
    const g = memberGroup(svc, conn, body);
    checkRace(g, body);
    return change(conn, g, ATTR_OP.clear, () => {
      extras.clearAttrs(g.id);
      return [];
    });
  });

  svc.route('group_open_attr_http_svc.get_group_attr', (conn, body) => {
    const g = memberGroup(svc, conn, body);
    return {
      AttrMainSeq: extras.attrMainSeq(g.id),
      GroupAttrAry: extras.attrs(g.id).map((a) => ({ key: a.key, value: a.value, seq: a.seq })),
    };
  });

  const counterAnswer = (g: GroupRow, keys?: string[]): Body => ({
    GroupCounterSeq: extras.counterSeq(g.id),
    GroupCounter: extras
      .counters(g.id)
      .filter((c) => !keys || keys.length === 0 || keys.includes(c.key))
      .map((c) => ({ Key: c.key, Value: c.value })),
  });

  // Mode Set writes the values; Increase and Decrease add to or take from them (a missing counter is 0).
  svc.route('group_open_http_svc.update_group_counter', (conn, body) => {
    svc.requireAbility('groupCounter');
    const g = memberGroup(svc, conn, body);
    const mode = body.Mode;
    if (mode !== 'Set' && mode !== 'Increase' && mode !== 'Decrease')
      throw new ImError(INVALID, 'Mode is Set, Increase or Decrease');
    const raw = body.GroupCounter;
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > LIMITS.groupCounters)
      throw new ImError(INVALID, `GroupCounter must list 1 to ${LIMITS.groupCounters} counters`);
    const updates = raw.map((item) => {
      const key = isRecord(item) ? item.Key : undefined;
      const amount = isRecord(item) ? item.Value : undefined;
      if (typeof key !== 'string' || key === '' || utf8Bytes(key) > LIMITS.groupCounterKeyBytes)
        throw new ImError(INVALID, `a counter key is 1 to ${LIMITS.groupCounterKeyBytes} bytes`);
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || (mode !== 'Set' && amount < 0))
        throw new ImError(INVALID, `counter ${key} needs a whole number${mode === 'Set' ? '' : ' of at least 0'}`);
      return { key, amount };
    });
    const changed = svc.store.transaction(() => {
      const current = new Map(extras.counters(g.id).map((c) => [c.key, c.value]));
      const out = updates.map(({ key, amount }) => {
        const before = current.get(key) ?? 0;
        const next = mode === 'Set' ? amount : mode === 'Increase' ? before + amount : before - amount;
        if (!Number.isSafeInteger(next)) throw new ImError(INVALID, `counter ${key} would overflow`);
        if (extras.counters(g.id).length >= LIMITS.groupCounters && !current.has(key))
          throw new ImError(INVALID, `at most ${LIMITS.groupCounters} counters per group`);
        extras.putCounter(g.id, key, next);
        current.set(key, next);
        return { Key: key, Value: next };
      });
      return { seq: extras.nextCounterSeq(g.id), counters: out };
    });
    pushGroupNotice(svc, g, conn.user ?? '', {
      GroupCounterInfo: [
        {
          Type: mode === 'Set' ? COUNTER_NOTICE.set : COUNTER_NOTICE.changed,
          GroupCounterSeq: changed.seq,
          GroupCounter: changed.counters,
        },
      ],
    });
    return { GroupCounterSeq: changed.seq, GroupCounter: changed.counters };
  });

  svc.route('group_open_http_svc.get_group_counter', (conn, body) => {
    svc.requireAbility('groupCounter');
    const g = memberGroup(svc, conn, body);
    const keys = Array.isArray(body.GroupCounterKeys)
      ? body.GroupCounterKeys.filter((k): k is string => typeof k === 'string').slice(0, LIMITS.groupCounters)
      : [];
    return counterAnswer(g, keys);
  });
}
