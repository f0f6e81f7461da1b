import { describe, expect, it } from 'vitest';
import { roomTabs } from '../../../domain/tabs';
import { roomTabsFromPlatform } from './room-tabs';

const ALL_ON = {
  switch_room_chat: '1',
  switch_room_operate: '1',
  switch_room_anchor: '1',
  switch_race_quiz_check: '1',
  switch_race_status: '1',
  switch_race_analysis: '1',
  switch_race_lineup: '1',
  switch_race_index: '1',
  switch_room_rank: '1',
};
const footballRoom = roomTabs({
  pathname: '/m/live-detail/7',
  switches: ALL_ON,
  matchId: 12,
  sportId: 1,
  hasAnchor: true,
});

describe('room tabs from getRaceSubTab (issue #33, spec §2 room tabs)', () => {
  it("shows the platform's titles, in both languages", () => {
    const tabs = roomTabsFromPlatform(footballRoom, [
      { key: 'status', title: '比分直播', title_br: 'Placar', show: 1 },
      { key: 'chat', title: '聊天', title_br: 'Chat', show: 1 },
    ]);
    expect(tabs.find((tab) => tab.key === 'status')).toEqual({
      key: 'status',
      title: '比分直播',
      title_br: 'Placar',
      show: true,
    });
  });

  it('hides a tab the platform answers show 0, or leaves out', () => {
    const tabs = roomTabsFromPlatform(footballRoom, [
      { key: 'chat', title: '聊天', title_br: 'Chat', show: 1 },
      { key: 'quiz', title: '竞猜', title_br: 'Palpites', show: 0 },
    ]);
    expect(tabs.filter((tab) => tab.show).map((tab) => tab.key)).toEqual(['chat']);
  });

  it("keeps the spec's visibility rules on top: a tab the platform shows stays hidden when the rules hide it", () => {
    // Football: no rank tab (basketball only), whatever the platform says.
    const answer = footballRoom.map((tab) => ({
      key: tab.key,
      title: tab.title,
      title_br: tab.title_br,
      show: 1 as const,
    }));
    const tabs = roomTabsFromPlatform(footballRoom, answer);
    expect(tabs.find((tab) => tab.key === 'rank')?.show).toBe(false);
    expect(tabs.find((tab) => tab.key === 'lineup')?.show).toBe(true);
  });

  it("keeps the spec's order and titles for blank or bad entries, and the rules alone decide without an answer", () => {
    const tabs = roomTabsFromPlatform(footballRoom, [
      { key: 'index', title: ' ', title_br: '', show: 1 },
      null as never,
      { key: 'chat', title: '聊天室', title_br: 'Bate-papo', show: 1 },
    ]);
    expect(tabs.map((tab) => tab.key)).toEqual(footballRoom.map((tab) => tab.key));
    expect(tabs.find((tab) => tab.key === 'index')).toMatchObject({ title: '指数', title_br: 'Odds', show: true });
    expect(roomTabsFromPlatform(footballRoom, null)).toEqual(footballRoom);
  });
});
