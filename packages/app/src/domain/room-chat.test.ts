import { describe, expect, it } from 'vitest';
import {
  appendLines,
  type ChatMessageLike,
  chatAppId,
  chatLineOf,
  chatLoginFailure,
  liveGroupId,
  NOTIFY_ROOM,
  raceStartOf,
  ROOM_ACTION,
  roomActionData,
} from './room-chat';

const message = (over: Partial<ChatMessageLike>): ChatMessageLike => ({
  ID: 'm1',
  from: 'u1',
  to: 'live_7',
  nick: 'Ann',
  type: 'TIMTextElem',
  payload: { text: 'hi' },
  ...over,
});

describe('room chat lines', () => {
  it('live room group ids are live_<roomId>', () => {
    expect(liveGroupId(7)).toBe('live_7');
  });

  it('a text message of the room is a text line; markup stays plain text', () => {
    expect(chatLineOf(message({ payload: { text: '<b>goal</b>' } }), 'live_7')).toEqual({
      id: 'm1',
      kind: 'text',
      nick: 'Ann',
      text: '<b>goal</b>',
    });
    expect(chatLineOf(message({ to: 'live_8' }), 'live_7')).toBeNull();
  });

  it('gifts and entries arrive as custom {Action, Data} messages', () => {
    const gift = message({
      type: 'TIMCustomElem',
      payload: { data: roomActionData(ROOM_ACTION.gift, { gift_id: 1, gift_name: 'Rose', amount: 520 }) },
    });
    expect(chatLineOf(gift, 'live_7')).toEqual({ id: 'm1', kind: 'gift', nick: 'Ann', giftName: 'Rose', amount: 520 });
    const enter = message({ type: 'TIMCustomElem', payload: { data: roomActionData(ROOM_ACTION.enter, {}) } });
    expect(chatLineOf(enter, 'live_7')).toEqual({ id: 'm1', kind: 'enter', nick: 'Ann' });
    expect(chatLineOf(message({ type: 'TIMCustomElem', payload: { data: '{bad' } }), 'live_7')).toBeNull();
  });

  it('keeps the newest lines and drops duplicates', () => {
    const line = (id: string) => ({ id, kind: 'enter' as const, nick: id });
    expect(appendLines([line('a'), line('b')], [line('b'), line('c'), line('d')], 3).map((l) => l.id)).toEqual([
      'b',
      'c',
      'd',
    ]);
  });
});

describe('race-start broadcasts', () => {
  it('come from NOTIFY_ROOM as RaceStart custom messages with a desc (spec §3)', () => {
    const broadcast = message({
      to: NOTIFY_ROOM,
      type: 'TIMCustomElem',
      payload: { data: roomActionData(ROOM_ACTION.raceStart, { desc: 'A vs B 开赛了', matchid: 3 }) },
    });
    expect(raceStartOf(broadcast)).toEqual({
      id: 'm1',
      desc: 'A vs B 开赛了',
      remove: false,
      payload: { Action: 'RaceStart', Data: { desc: 'A vs B 开赛了', matchid: 3 } },
    });
    expect(raceStartOf({ ...broadcast, to: 'live_7' })).toBeNull();
  });
});

describe('chat login', () => {
  it('guest login error 2025 tolerated, any other refetches guest info; a user failure fails (spec §8)', () => {
    expect(chatLoginFailure(true, 2025)).toBe('tolerate');
    expect(chatLoginFailure(true, 70001)).toBe('refetchGuest');
    expect(chatLoginFailure(false, 2025)).toBe('fail');
  });

  it('the chat app id must be numeric (spec §5)', () => {
    expect(chatAppId('1400000001')).toBe(1400000001);
    expect(chatAppId('14a')).toBeNull();
    expect(chatAppId('')).toBeNull();
  });
});
