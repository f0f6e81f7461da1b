import { PLATFORM_CHAT_ACCOUNT, roomLineMark } from '@live/api-contract';
import { describe, expect, it } from 'vitest';
import {
  appendLines,
  type ChatMessageLike,
  chatAppId,
  chatLineOf,
  chatLoginFailure,
  historyLine,
  lineSenderName,
  liveGroupId,
  mergeHistory,
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
    expect(chatLineOf(message({ payload: { text: '<b>goal</b>' } }), 'live_7', 'zh-CN')).toEqual({
      id: 'm1',
      kind: 'text',
      from: 'u1',
      nick: 'Ann',
      text: '<b>goal</b>',
    });
    expect(chatLineOf(message({ to: 'live_8' }), 'live_7', 'zh-CN')).toBeNull();
  });

  it("issue #34: a line marked for the other language's brands (the sandbox's simulated viewers) is not shown; a marked line of this language and unmarked ones are", () => {
    const pt = message({ payload: { text: 'Que golaço!' }, cloudCustomData: roomLineMark('pt-BR') });
    expect(chatLineOf(pt, 'live_7', 'zh-CN')).toBeNull();
    expect(chatLineOf(pt, 'live_7', 'pt-BR')).toMatchObject({ kind: 'text', text: 'Que golaço!' });
    const zh = message({ payload: { text: '进球了' }, cloudCustomData: roomLineMark('zh-CN') });
    expect(chatLineOf(zh, 'live_7', 'pt-BR')).toBeNull();
    expect(chatLineOf(zh, 'live_7', 'zh-CN')).toMatchObject({ text: '进球了' });
    for (const cloudCustomData of ['', 'not json', '{"lang":1}', '{broken'])
      expect(chatLineOf(message({ cloudCustomData }), 'live_7', 'pt-BR')).toMatchObject({ text: 'hi' });
  });

  it("gifts and entries arrive as custom {Action, Data} messages; a gift names its sender from the platform's data", () => {
    const gift = message({
      from: PLATFORM_CHAT_ACCOUNT,
      nick: '',
      type: 'TIMCustomElem',
      payload: {
        data: roomActionData(ROOM_ACTION.gift, {
          gift_id: 1,
          gift_name: 'Rose',
          amount: 520,
          cost: 520,
          icon: '/sandbox/media/gift/1.svg',
          uid: 9,
          nick_name: 'Ann',
        }),
      },
    });
    // What it cost and its icon come along for the room's gift animation (issue #33).
    expect(chatLineOf(gift, 'live_7', 'zh-CN')).toEqual({
      id: 'm1',
      kind: 'gift',
      nick: 'Ann',
      giftName: 'Rose',
      amount: 520,
      cost: 520,
      icon: '/sandbox/media/gift/1.svg',
    });
    const enter = message({ type: 'TIMCustomElem', payload: { data: roomActionData(ROOM_ACTION.enter, {}) } });
    expect(chatLineOf(enter, 'live_7', 'zh-CN')).toEqual({ id: 'm1', kind: 'enter', from: 'u1', nick: 'Ann' });
    // A guest has no nick: the room says 游客 / Visitante rather than a chat id.
    expect(chatLineOf({ ...enter, from: 'guest_284a', nick: '' }, 'live_7', 'zh-CN')).toMatchObject({ nick: '' });
    expect(chatLineOf(message({ type: 'TIMCustomElem', payload: { data: '{bad' } }), 'live_7', 'zh-CN')).toBeNull();
  });

  it("a gift shows its name in the page's language: the platform's Portuguese one on pt-BR (issue #30)", () => {
    const gift = message({
      from: PLATFORM_CHAT_ACCOUNT,
      type: 'TIMCustomElem',
      payload: {
        data: roomActionData(ROOM_ACTION.gift, {
          gift_id: 1,
          gift_name: '鲜花',
          gift_name_br: 'Flor',
          amount: 1,
          uid: 9,
        }),
      },
    });
    expect(chatLineOf(gift, 'live_7', 'pt-BR')).toMatchObject({ giftName: 'Flor' });
    expect(chatLineOf(gift, 'live_7', 'zh-CN')).toMatchObject({ giftName: '鲜花' });
  });

  it('a gift shows only when the platform account posted it: an impersonated gift from a user is ignored', () => {
    const data = roomActionData(ROOM_ACTION.gift, {
      gift_id: 1,
      gift_name: 'Rocket',
      amount: 1314,
      uid: 5,
      nick_name: 'Bob',
    });
    const impersonated = message({ from: 'u5', nick: 'Bob', type: 'TIMCustomElem', payload: { data } });
    expect(chatLineOf(impersonated, 'live_7', 'zh-CN')).toBeNull();
    expect(chatLineOf({ ...impersonated, from: PLATFORM_CHAT_ACCOUNT }, 'live_7', 'zh-CN')).toMatchObject({
      kind: 'gift',
      nick: 'Bob',
    });
  });

  it('keeps the newest lines and drops duplicates', () => {
    const line = (id: string) => ({ id, kind: 'enter' as const, from: id, nick: id });
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
      from: PLATFORM_CHAT_ACCOUNT,
      to: NOTIFY_ROOM,
      type: 'TIMCustomElem',
      payload: { data: roomActionData(ROOM_ACTION.raceStart, { desc: 'A vs B 开赛了', matchid: 3 }) },
    });
    expect(raceStartOf(broadcast, 'zh-CN')).toEqual({
      id: 'm1',
      desc: 'A vs B 开赛了',
      remove: false,
      payload: { Action: 'RaceStart', Data: { desc: 'A vs B 开赛了', matchid: 3 } },
    });
    expect(raceStartOf({ ...broadcast, to: 'live_7' }, 'zh-CN')).toBeNull();
  });

  it("a race start reads in the page's language: the platform's Portuguese line on pt-BR (issue #30)", () => {
    const broadcast = message({
      from: PLATFORM_CHAT_ACCOUNT,
      to: NOTIFY_ROOM,
      type: 'TIMCustomElem',
      payload: {
        data: roomActionData(ROOM_ACTION.raceStart, { desc: 'A vs B 比赛开始', desc_br: 'A x B: começou', matchid: 3 }),
      },
    });
    expect(raceStartOf(broadcast, 'pt-BR')).toMatchObject({ desc: 'A x B: começou' });
    expect(raceStartOf(broadcast, 'zh-CN')).toMatchObject({ desc: 'A vs B 比赛开始' });
  });

  it('a race start shows only when the platform account posted it: one from a user is ignored', () => {
    const broadcast = message({
      from: 'u1',
      to: NOTIFY_ROOM,
      type: 'TIMCustomElem',
      payload: { data: roomActionData(ROOM_ACTION.raceStart, { desc: 'fake kick-off', matchid: 3 }) },
    });
    expect(raceStartOf(broadcast, 'zh-CN')).toBeNull();
    expect(raceStartOf({ ...broadcast, from: PLATFORM_CHAT_ACCOUNT }, 'zh-CN')).toMatchObject({
      desc: 'fake kick-off',
    });
  });
});

describe('chat login', () => {
  it('guest login error 2025 tolerated, any other refetches guest info; a user failure fails (spec §8)', () => {
    expect(chatLoginFailure(true, 2025)).toBe('tolerate');
    expect(chatLoginFailure(true, 70001)).toBe('refetchGuest');
    expect(chatLoginFailure(false, 2025)).toBe('fail');
  });

  it("chat app id: the brand's stamped id wins over the platform's im_sdkappid", () => {
    expect(chatAppId(1400581200, '1400000001')).toBe(1400581200);
  });

  it("chat app id: the platform's im_sdkappid only where the brand leaves it unset; numeric only (spec §5)", () => {
    expect(chatAppId(undefined, '1400000001')).toBe(1400000001);
    expect(chatAppId(null, 1400000001)).toBe(1400000001);
    expect(chatAppId(undefined, '14a')).toBeNull();
    expect(chatAppId(undefined, '')).toBeNull();
    expect(chatAppId(0, undefined)).toBeNull();
  });
});

describe('room chat history on entry (issue #28 item 8; spec §7 /api/live/getLiveChat)', () => {
  const item = (over: Record<string, unknown>) => ({
    id: 'u1-live_7-3-9-100',
    kind: 'text' as const,
    from: 'u1',
    nick: 'Ann',
    text: 'hi',
    gift_name: '',
    amount: 0,
    time: 100,
    ...over,
  });

  it('a history text or gift becomes the line the same message shows live; anything unreadable is left out', () => {
    expect(historyLine(item({}))).toEqual({
      id: 'u1-live_7-3-9-100',
      kind: 'text',
      from: 'u1',
      nick: 'Ann',
      text: 'hi',
    });
    expect(historyLine(item({ nick: '' }))).toMatchObject({ nick: 'u1' });
    expect(historyLine(item({ kind: 'gift', gift_name: '火箭', amount: 2, text: '' }))).toEqual({
      id: 'u1-live_7-3-9-100',
      kind: 'gift',
      nick: 'Ann',
      giftName: '火箭',
      amount: 2,
    });
    expect(historyLine(item({ kind: 'gift', gift_name: '', amount: 2 }))).toBeNull();
    expect(historyLine(item({ kind: 'gift', gift_name: '火箭', amount: 0 }))).toBeNull();
    expect(historyLine(item({ kind: 'enter' }))).toBeNull();
    expect(historyLine(item({ text: '' }))).toBeNull();
    expect(historyLine(item({ id: '' }))).toBeNull();
    expect(historyLine(null)).toBeNull();
  });

  it('history merged with live lines: history first, each message once, live-only lines after', () => {
    const text = (id: string) => ({ id, kind: 'text' as const, from: 'u', nick: 'u', text: id });
    const enter = { id: 'e1', kind: 'enter' as const, from: 'v', nick: 'v' };
    // b arrived live before the history answer, which holds it too.
    const shown = [enter, text('b')];
    expect(mergeHistory([text('a'), text('b')], shown).map((line) => line.id)).toEqual(['a', 'b', 'e1']);
    // A second read after the join adds what came in between, still once each.
    const again = mergeHistory([text('a'), text('b'), text('c')], mergeHistory([text('a'), text('b')], shown));
    expect(again.map((line) => line.id)).toEqual(['a', 'b', 'c', 'e1']);
    expect(mergeHistory([text('a'), text('b'), text('c')], [text('d')], 2).map((line) => line.id)).toEqual(['c', 'd']);
  });
});

describe("a room chat line's sender name (issue #30 item 4: the app never shows a Chinese string on pq8br that did not come from another user)", () => {
  const anchor = { id: 14, name: 'Tadeu Feliz' };
  const text = (from: string, nick: string) => ({ id: 'm', kind: 'text' as const, from, nick, text: 'oi' });
  it("the room's anchor goes by the platform's name for them (the room page's, in the brand's language), not users' text", () => {
    expect(lineSenderName(text('14', '快乐涛解球'), anchor, 'Visitante')).toEqual({
      text: 'Tadeu Feliz',
      users: false,
    });
    expect(lineSenderName({ id: 'e', kind: 'enter', from: '14', nick: '快乐涛解球' }, anchor, 'Visitante')).toEqual({
      text: 'Tadeu Feliz',
      users: false,
    });
  });
  it('anyone else by the nick they typed, marked as theirs; a viewer without one as a visitor', () => {
    expect(lineSenderName(text('901', '老王'), anchor, 'Visitante')).toEqual({ text: '老王', users: true });
    expect(lineSenderName(text('901', '老王'), null, 'Visitante')).toEqual({ text: '老王', users: true });
    expect(lineSenderName({ id: 'e', kind: 'enter', from: 'guest_1', nick: '' }, anchor, 'Visitante')).toEqual({
      text: 'Visitante',
      users: false,
    });
    const gift = { id: 'g', kind: 'gift' as const, nick: '老王', giftName: 'Bola', amount: 1 };
    expect(lineSenderName(gift, anchor, 'Visitante')).toEqual({ text: '老王', users: true });
  });
  it('spec §5 text display width: a long nick is cut at 16 columns (a CJK character counts 2) with an ellipsis', () => {
    expect(lineSenderName(text('901', '一二三四五六七八九十'), anchor, 'Visitante').text).toBe('一二三四五六七…');
    expect(lineSenderName(text('901', 'Torcedor_do_Flamengo_1981'), anchor, 'Visitante').text).toBe('Torcedor_do_Fl…');
    expect(lineSenderName(text('901', '一二三四五六七八'), anchor, 'Visitante').text).toBe('一二三四五六七八');
  });
});
