import { ROOM_TAB_KEYS } from '@live/api-contract';
import { describe, expect, it } from 'vitest';
import type { Switches } from './switches';
import { defaultHeadlineTab } from './headline';
import { pageKind, type RoomTabContext, roomTabs } from './tabs';

const ALL_ON: Switches = {
  switch_room_chat: '1',
  switch_room_operate: '1',
  switch_room_anchor: '1',
  switch_race_quiz_check: '1',
  switch_race_status: '1',
  switch_race_analysis: '1',
  switch_race_index: '1',
  switch_race_lineup: '1',
  switch_room_rank: '1',
};

const shown = (context: Partial<RoomTabContext>) =>
  roomTabs({ pathname: '/m/live-detail/7', switches: ALL_ON, matchId: 100, sportId: 1, hasAnchor: false, ...context })
    .filter((tab) => tab.show)
    .map((tab) => tab.key);

describe('room tabs (spec §2)', () => {
  it('tabs: match detail and live room pages are told apart by their address (spec §2)', () => {
    expect(pageKind('/m/score/detail/5')).toBe('matchDetail');
    expect(pageKind('/m/score/basketball/detail/5')).toBe('matchDetail');
    expect(pageKind('/m/live-detail/5')).toBe('liveRoom');
    expect(pageKind('/m/live')).toBe('other');
  });

  it('tabs: every tab in order with key, title, title_br and show', () => {
    const tabs = roomTabs({ pathname: '/m/live-detail/7', switches: ALL_ON, matchId: 1, sportId: 1, hasAnchor: true });
    expect(tabs.map((t) => t.key)).toEqual([...ROOM_TAB_KEYS]);
    expect(tabs[0]).toEqual({ key: 'chat', title: '聊天', title_br: 'Chat', show: true });
  });

  it('tabs: chat on a match detail page only when the room has an anchor (spec §2)', () => {
    expect(shown({ pathname: '/m/score/detail/5', hasAnchor: true })).toContain('chat');
    expect(shown({ pathname: '/m/score/detail/5', hasAnchor: false })).not.toContain('chat');
  });

  it("tabs: chat on a live room when switch_room_chat is '1' (spec §2)", () => {
    expect(shown({})).toContain('chat');
    expect(shown({ switches: { ...ALL_ON, switch_room_chat: '0' } })).not.toContain('chat');
  });

  it('tabs: every switch hides its tab when not 1 (spec §2)', () => {
    const off = (name: keyof Switches) => shown({ switches: { ...ALL_ON, [name]: '0' } });
    expect(off('switch_room_operate')).not.toContain('c2c');
    expect(off('switch_room_anchor')).not.toContain('lives');
    expect(off('switch_race_quiz_check')).not.toContain('quiz');
    expect(off('switch_race_status')).not.toContain('status');
    expect(off('switch_race_analysis')).not.toContain('analysis');
    expect(off('switch_race_index')).not.toContain('index');
    expect(off('switch_race_lineup')).not.toContain('lineup');
    expect(shown({ sportId: 2, switches: { ...ALL_ON, switch_room_rank: '0' } })).not.toContain('rank');
  });

  it('tabs: status, analysis, index, lineup and rank need a match id (spec §2)', () => {
    expect(shown({ matchId: null })).toEqual(['chat', 'c2c', 'lives', 'quiz']);
  });

  it('tabs: lineup needs football, rank needs basketball (spec §2)', () => {
    expect(shown({ sportId: 1 })).toEqual(['chat', 'c2c', 'lives', 'quiz', 'status', 'analysis', 'lineup', 'index']);
    expect(shown({ sportId: 2 })).toEqual(['chat', 'c2c', 'lives', 'quiz', 'status', 'analysis', 'index', 'rank']);
  });

  it('tabs: nothing shows without a config', () => {
    expect(shown({ switches: null })).toEqual([]);
  });
});

describe('home headline default tab (spec §2)', () => {
  it('headline: anchors unless both robot and anchor rooms are 0 (spec §2)', () => {
    expect(defaultHeadlineTab({ switch_robotroom: '1', switch_anchorroom: '0', switch_shortvideo_check: '1' })).toBe(
      'anchors',
    );
    expect(defaultHeadlineTab({ switch_robotroom: '0', switch_anchorroom: '1' })).toBe('anchors');
  });

  it('headline: rooms off, clips when switch_shortvideo_check is 1, else db, else none (spec §2)', () => {
    const off = { switch_robotroom: '0', switch_anchorroom: '0' };
    expect(defaultHeadlineTab({ ...off, switch_shortvideo_check: '1', switch_match_database: '1' })).toBe('clips');
    expect(defaultHeadlineTab({ ...off, switch_shortvideo_check: '0', switch_match_database: '1' })).toBe('db');
    expect(defaultHeadlineTab({ ...off, switch_shortvideo_check: '0', switch_match_database: '0' })).toBe('');
  });
});
