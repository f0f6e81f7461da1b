import { asList, asNum, asRecord, asStr, asStrings } from '../../protocol/wire.ts';
import type { Profile } from '../../types.ts';
import { decodeProfile } from '../profile/codec.ts';

/** The relation codec: friends, friend groups, friend requests and the blacklist on the wire. */

/** Spec §3: a friend as the official SDK holds it; `timestamp` is when its data was fetched (§9: trusted 3 minutes). */
export interface Friend {
  userID: string;
  remark: string;
  groupList: string[];
  source: string;
  addTime: number;
  timestamp: number;
  profile: Profile;
  friendCustomField: { key: string; value: string }[];
}

export interface FriendGroup {
  name: string;
  userIDList: string[];
  count: number;
}

export interface FriendApplication {
  userID: string;
  nick: string;
  avatar: string;
  wording: string;
  source: string;
  time: number;
  type: string;
}

/** One `ResultItem` of a batch answer: 0 is success. */
export interface ItemResult {
  userID: string;
  code: number;
  message: string;
}

const CUSTOM_PREFIX = 'Tag_SNS_Custom_';

/** A friend's tags (`[{Tag, Value}]`) -> public friend; its profile tags make a full profile, as the official SDK's. */
export function decodeFriend(userID: string, tags: unknown, timestamp: number): Friend {
  const friend: Friend = {
    userID,
    remark: '',
    groupList: [],
    source: '',
    addTime: 0,
    timestamp,
    profile: decodeProfile({ To_Account: userID, ProfileItem: tags })!,
    friendCustomField: [],
  };
  for (const raw of asList(tags)) {
    const { Tag, Value } = asRecord(raw);
    const tag = asStr(Tag);
    if (tag === 'Tag_SNS_IM_Remark') friend.remark = asStr(Value);
    else if (tag === 'Tag_SNS_IM_Group') friend.groupList = asStrings(Value);
    else if (tag === 'Tag_SNS_IM_AddSource') friend.source = asStr(Value);
    else if (tag === 'Tag_SNS_IM_AddTime') friend.addTime = asNum(Value);
    else if (tag.startsWith(CUSTOM_PREFIX)) friend.friendCustomField.push({ key: tag, value: asStr(Value) });
  }
  return friend;
}

export function decodeFriendGroup(raw: unknown): FriendGroup {
  const g = asRecord(raw);
  const userIDList = asStrings(g.To_Account);
  return { name: asStr(g.GroupName), userIDList, count: asNum(g.FriendNumber, userIDList.length) };
}

export function decodeApplication(raw: unknown): FriendApplication {
  const a = asRecord(raw);
  return {
    userID: asStr(a.To_Account),
    nick: asStr(a.Nick),
    avatar: asStr(a.Image),
    wording: asStr(a.AddWording),
    source: asStr(a.AddSource),
    time: asNum(a.AddTime),
    type: asStr(a.PendencyType),
  };
}

/**
 * A pushed request (`PendencyAdd` item) as the official SDK reads it: the other side in PendencyAdd_Account (or
 * Peer_Account, which it reads as userID in any push), ProfileImNick and ProfileImImage; its type is the push's.
 */
export function decodePushedApplication(raw: unknown, type: string): FriendApplication {
  const a = asRecord(raw);
  return {
    ...decodeApplication(raw),
    userID: asStr(a.PendencyAdd_Account ?? a.Peer_Account),
    nick: asStr(a.ProfileImNick),
    avatar: asStr(a.ProfileImImage),
    type,
  };
}

/** Per-user results of a batch, in either of the service's spellings (relation and status commands). */
export function decodeResults(list: unknown): ItemResult[] {
  return asList(list).map((raw) => {
    const r = asRecord(raw);
    return {
      userID: asStr(r.To_Account ?? r.Invalid_Account),
      code: asNum(r.ResultCode ?? r.ErrorCode),
      message: asStr(r.ResultInfo ?? r.ErrorInfo),
    };
  });
}

/** Batch results split the way the official SDK answers deleteFriend: successes name only the user. */
export function splitResults(results: ItemResult[]): {
  successUserIDList: { userID: string }[];
  failureUserIDList: ItemResult[];
} {
  return {
    successUserIDList: results.filter((r) => r.code === 0).map((r) => ({ userID: r.userID })),
    failureUserIDList: results.filter((r) => r.code !== 0),
  };
}

/** A friend's field on the wire (`SnsItem`, a pushed `FriendUpInfo[].Sns`). */
export interface SnsTag {
  Tag: string;
  Value: string;
}

/** Public friend fields to update -> wire `SnsItem` tags. */
export function friendUpdateTags(options: { remark?: unknown; friendCustomField?: unknown }): SnsTag[] {
  const tags: SnsTag[] = [];
  if (options.remark !== undefined) tags.push({ Tag: 'Tag_SNS_IM_Remark', Value: asStr(options.remark) });
  for (const raw of asList(options.friendCustomField)) {
    const { key, value } = asRecord(raw);
    tags.push({ Tag: asStr(key), Value: asStr(value) });
  }
  return tags;
}
