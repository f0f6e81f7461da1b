import { describe, expect, it } from 'vitest';
import { activeHeadlineTab, headlineTabs } from './headline';

const on = {
  switch_robotroom: '1',
  switch_anchorroom: '1',
  switch_shortvideo_check: '1',
  switch_match_database: '1',
} as const;

describe('headline tabs (spec §2)', () => {
  it('anchors, clips, db in order; each shown by its switches', () => {
    expect(headlineTabs(on).map((tab) => [tab.key, tab.show])).toEqual([
      ['anchors', true],
      ['clips', true],
      ['db', true],
    ]);
    const roomsOff = { ...on, switch_robotroom: '0', switch_anchorroom: '0', switch_shortvideo_check: '0' } as const;
    expect(headlineTabs(roomsOff).map((tab) => tab.show)).toEqual([false, false, true]);
  });

  it('default: anchors unless both rooms are off; then clips, else db, else none', () => {
    expect(activeHeadlineTab(null, on)).toBe('anchors');
    const roomsOff = { ...on, switch_robotroom: '0', switch_anchorroom: '0' } as const;
    expect(activeHeadlineTab(null, roomsOff)).toBe('clips');
    expect(activeHeadlineTab(null, { ...roomsOff, switch_shortvideo_check: '0' })).toBe('db');
    expect(activeHeadlineTab(null, { ...roomsOff, switch_shortvideo_check: '0', switch_match_database: '0' })).toBe('');
  });

  it("the user's pick wins while its tab is shown", () => {
    expect(activeHeadlineTab('db', on)).toBe('db');
    expect(activeHeadlineTab('anchors', { ...on, switch_robotroom: '0', switch_anchorroom: '0' })).toBe('clips');
  });
});
