import { asList, asNum, asRecord, asStr } from '../../protocol/wire.ts';
import { type Conversation, type GroupAtInfo, TYPES } from '../../types.ts';
import { INTERNAL } from '../context.ts';
import type { Core } from '../core.ts';

/** A tip's at types from its flags (1 at me, 2 at all); both together are CONV_AT_ALL_AT_ME (spec §3). */
export function atTypesOf(flags: readonly number[]): number[] {
  const me = flags.includes(TYPES.CONV_AT_ME) || flags.includes(TYPES.CONV_AT_ALL_AT_ME);
  const all = flags.includes(TYPES.CONV_AT_ALL) || flags.includes(TYPES.CONV_AT_ALL_AT_ME);
  if (me && all) return [TYPES.CONV_AT_ALL_AT_ME];
  return me ? [TYPES.CONV_AT_ME] : all ? [TYPES.CONV_AT_ALL] : [];
}

/** Adds a tip to a conversation's list, once per message: a second tip for the same message merges its types. */
export function addAtTip(list: GroupAtInfo[], tip: GroupAtInfo): void {
  const same = list.find((t) => t.groupID === tip.groupID && t.messageSequence === tip.messageSequence);
  if (same) same.atTypeArray = atTypesOf([...same.atTypeArray, ...tip.atTypeArray]);
  else list.push(tip);
}

/**
 * @-mentions of this user (group tips of event 12) kept on the group conversation's `groupAtInfoList` until
 * the conversation is read, which deletes them at the service (`openim.deletemsg`).
 */
export class AtTips {
  private readonly core: Core;
  /** Each tip's message random, which the delete command names. */
  private readonly randoms = new WeakMap<GroupAtInfo, number>();

  constructor(core: Core) {
    this.core = core;
    core.internal.on(INTERNAL.GROUP_AT_TIP, (e) => this.onTip(asRecord(e.data)));
  }

  private onTip(tip: Record<string, unknown>): void {
    const body = asRecord(tip.MsgBody);
    const groupID = asStr(body.GroupId, asStr(tip.GroupId));
    const from = asStr(body.From_Account, asStr(tip.From_Account));
    const atTypeArray = atTypesOf(asList(body.AtFlagList).map((f) => asNum(f)));
    if (!groupID || from === this.core.me || atTypeArray.length === 0) return;
    const info: GroupAtInfo = { from, groupID, messageSequence: asNum(body.MsgSeq, asNum(tip.MsgSeq)), atTypeArray };
    this.randoms.set(info, asNum(tip.MsgRandom));
    addAtTip(this.core.conversation(`GROUP${groupID}`, 'GROUP').groupAtInfoList, info);
    this.core.changed();
  }

  /** Reading a group conversation deletes its tips at the service, then locally. */
  async clear(conv: Conversation): Promise<void> {
    const tips = conv.groupAtInfoList;
    if (tips.length === 0) return;
    await this.core.channel.request('openim.deletemsg', {
      DelMsgList: tips.map((t) => ({
        From_Account: t.from,
        To_Account: this.core.me,
        MsgSeq: t.messageSequence,
        MsgRandom: this.randoms.get(t) ?? 0,
        GroupId: t.groupID,
      })),
    });
    conv.groupAtInfoList = [];
  }
}
