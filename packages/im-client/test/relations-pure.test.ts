import { describe, expect, it } from 'vitest';
import { followsCache } from '../src/modules/attribute/attribute.ts';
import { nextFetchAt, parsePurchaseBits, REFETCH_MS } from '../src/modules/commercial/commercial.ts';
import { contactConversationID, markBit, markTypes } from '../src/modules/conversation/folders.ts';
import { decodeFriend, splitResults } from '../src/modules/relation/codec.ts';
import { nextUnread } from '../src/modules/relation/relation.ts';
import { decodeCustomStatus, decodeUserStatus } from '../src/modules/status/status.ts';
import { communityOfTopic, groupRequest } from '../src/protocol/wire.ts';
import { decodeTopic, isTopicOf, topicUnread } from '../src/modules/topic/topic.ts';

describe('relation, status, folder and commercial rules', () => {
  it('§4 friend request unread never goes below 0', () => {
    expect(nextUnread(1, -1)).toBe(0);
    expect(nextUnread(0, -1)).toBe(0);
    expect(nextUnread(2, 1)).toBe(3);
  });

  it('§3 a friend reads remark, groups, source and custom fields from its tags, and carries the time it was fetched and a full profile, as the official SDK (no wording)', () => {
    const friend = decodeFriend(
      'bob',
      [
        { Tag: 'Tag_SNS_IM_Remark', Value: 'Bobby' },
        { Tag: 'Tag_SNS_IM_Group', Value: ['team'] },
        { Tag: 'Tag_SNS_IM_AddSource', Value: 'AddSource_Type_Web' },
        { Tag: 'Tag_SNS_Custom_Note', Value: 'x' },
        { Tag: 'Tag_SNS_IM_AddWording', Value: 'hi' },
        { Tag: 'Tag_Profile_IM_Nick', Value: 'Bob' },
        'garbage',
      ],
      1234,
    );
    expect(friend).toMatchObject({
      userID: 'bob',
      remark: 'Bobby',
      groupList: ['team'],
      source: 'AddSource_Type_Web',
      timestamp: 1234,
      profile: { userID: 'bob', nick: 'Bob', avatar: '', allowType: 'AllowType_Type_AllowAny', lastUpdatedTime: 0 },
      friendCustomField: [{ key: 'Tag_SNS_Custom_Note', value: 'x' }],
    });
    expect(friend).not.toHaveProperty('wording');
  });

  it("§5 deleteFriend's answer splits into successes naming only the user, as the official SDK, and failures", () => {
    expect(
      splitResults([
        { userID: 'a', code: 0, message: '' },
        { userID: 'b', code: 2700, message: 'no' },
      ]),
    ).toEqual({
      successUserIDList: [{ userID: 'a' }],
      failureUserIDList: [{ userID: 'b', code: 2700, message: 'no' }],
    });
  });

  it('§7 custom status is base64 of UTF-8 on the wire; bad base64 reads as empty', () => {
    expect(decodeCustomStatus(Buffer.from('看球 ⚽').toString('base64'))).toBe('看球 ⚽');
    expect(decodeCustomStatus('%%%')).toBe('');
    expect(decodeUserStatus({ To_Account: 'u', StatusType: 2, CustomStatus: '' })).toEqual({
      userID: 'u',
      statusType: 2,
      customStatus: '',
    });
  });

  it('§3 mark types are single bits of 64; the wire string lists them with bit 0 last', () => {
    expect(markBit(1)).toBe(0);
    expect(markBit(8)).toBe(3);
    expect(markBit(2 ** 40)).toBe(40);
    expect(markBit(3)).toBeNull();
    expect(markBit(0)).toBeNull();
    expect(markBit('1')).toBeNull();
    expect(markTypes('1001')).toEqual([1, 8]);
    expect(markTypes('')).toEqual([]);
  });

  it('§9 purchase bits: 1 to 64 characters of 0 and 1, bit 0 last', () => {
    expect([...(parsePurchaseBits('10001000') ?? [])]).toEqual([3, 7]);
    expect(parsePurchaseBits('')).toBeNull();
    expect(parsePurchaseBits('12')).toBeNull();
    expect(parsePurchaseBits('1'.repeat(65))).toBeNull();
  });

  it('§9 the configuration is fetched again at expiry, after 2 min on an error and 1 h on a bad format', () => {
    const now = 1_000_000;
    expect(nextFetchAt({ int32_error_code: 0, str_purchase_bits: '1', uint32_expired_time: 60 }, now)).toBe(
      now + 60_000,
    );
    expect(nextFetchAt({ int32_error_code: 5, str_purchase_bits: '1' }, now)).toBe(now + REFETCH_MS.error);
    expect(nextFetchAt({ str_purchase_bits: '1' }, now)).toBe(now + REFETCH_MS.badFormat);
    expect(nextFetchAt({ int32_error_code: 0, str_purchase_bits: 'xyz' }, now)).toBe(now + REFETCH_MS.badFormat);
    expect(REFETCH_MS).toEqual({ error: 120_000, badFormat: 3_600_000, check: 1_000 });
  });

  it('§6 the attribute cache follows a change only when its sequence advances by exactly 1', () => {
    expect(followsCache(4, 5)).toBe(true);
    expect(followsCache(4, 6)).toBe(false);
    expect(followsCache(4, 4)).toBe(false);
    expect(followsCache(0, 1)).toBe(true);
  });

  it('§6 topic unread is next seq - read seq - 1 - excluded, never below 0', () => {
    expect(topicUnread(11, 5, 0)).toBe(5);
    expect(topicUnread(11, 5, 2)).toBe(3);
    expect(topicUnread(3, 5, 0)).toBe(0);
    expect(topicUnread(1, 0, 4)).toBe(0);
    expect(
      decodeTopic({
        TopicInfo: { TopicId: '@TGS#_c@TOPIC#_t', TopicName: 'Match', NextMsgSeq: 11, ShutUpAllFlag: 'On' },
        SelfInfo: { MsgSeq: 5, NoUnreadSeqList: [7] },
        ErrorCode: 0,
      }),
    ).toMatchObject({ topicID: '@TGS#_c@TOPIC#_t', topicName: 'Match', unreadCount: 4, muteAllMembers: true });
    expect(decodeTopic({ TopicInfo: { TopicId: 'x' }, ErrorCode: 10010 })).toBeNull();
  });

  it('§6 a topic ID is its community ID, @TOPIC#_ and a suffix', () => {
    expect(isTopicOf('@TGS#_c@TOPIC#_t1', '@TGS#_c')).toBe(true);
    expect(isTopicOf('@TGS#_c@TOPIC#_', '@TGS#_c')).toBe(false);
    expect(isTopicOf('@TGS#_d@TOPIC#_t1', '@TGS#_c')).toBe(false);
    expect(isTopicOf(7, '@TGS#_c')).toBe(false);
  });

  it("§6 a topic's group commands go to its community's service with TopicId; a group's to its own", () => {
    expect(communityOfTopic('@TGS#_c@TOPIC#_t1')).toBe('@TGS#_c');
    expect(communityOfTopic('@TGS#_c')).toBe('');
    expect(groupRequest('group_msg_recall', '@TGS#_c@TOPIC#_t1', { MsgSeqList: [] })).toEqual([
      'million_group_open_http_svc.group_msg_recall',
      { MsgSeqList: [], GroupId: '@TGS#_c', TopicId: '@TGS#_c@TOPIC#_t1' },
    ]);
    expect(groupRequest('send_group_msg', '@TGS#1ABC', {})).toEqual([
      'group_open_http_svc.send_group_msg',
      { GroupId: '@TGS#1ABC' },
    ]);
  });

  it('§3 contact items name conversations: To_Account, ToGroupId, or GroupId in pushes', () => {
    expect(contactConversationID({ Type: 1, To_Account: 'ann' })).toBe('C2Cann');
    expect(contactConversationID({ Type: 2, ToGroupId: 'g1' })).toBe('GROUPg1');
    expect(contactConversationID({ Type: 2, GroupId: 'g2' })).toBe('GROUPg2');
  });
});
