import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GiftBurst } from './GiftBurst.tsx';
import { advance, GIFT_FLOAT_MS, GIFT_FLOAT_SLOTS, GIFT_FULL_MS, waitFor } from './schedule.ts';

type Gift = { id: string; size: 'float' | 'full' };
const empty = { waiting: { float: [] as Gift[], full: [] as Gift[] }, playing: [] };

describe('gift animation schedule (issue #33: gift animations sized by value)', () => {
  it('plays one full-width gift at a time and up to three floats, lowest slot first; the rest wait', () => {
    const gifts: Gift[] = [
      { id: 'a', size: 'full' },
      { id: 'b', size: 'full' },
      ...['1', '2', '3', '4'].map((id) => ({ id, size: 'float' as const })),
    ];
    const state = advance({ ...empty, waiting: waitFor(empty.waiting, gifts) }, 0);
    expect(state.playing.map((entry) => [entry.item.id, entry.slot])).toEqual([
      ['a', 0],
      ['1', 0],
      ['2', 1],
      ['3', 2],
    ]);
    expect(state.waiting.full.map((gift) => gift.id)).toEqual(['b']);
    expect(state.waiting.float.map((gift) => gift.id)).toEqual(['4']);
    // A float ends first and its slot goes to the next; the big one follows the first.
    const later = advance(state, GIFT_FLOAT_MS);
    expect(later.playing.filter((entry) => entry.item.size === 'float').map((entry) => entry.item.id)).toEqual(['4']);
    const next = advance(later, GIFT_FULL_MS).playing.filter((entry) => entry.item.size === 'full');
    expect(next.map((entry) => entry.item.id)).toEqual(['b']);
    expect(GIFT_FLOAT_SLOTS).toBe(3);
  });

  it('keeps at most eight waiting per size, the newest', () => {
    const many = Array.from({ length: 20 }, (_, index) => ({ id: String(index), size: 'float' as const }));
    expect(waitFor(empty.waiting, many).float.map((gift) => gift.id)).toEqual([
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
    ]);
  });
});

describe('GiftBurst', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the sender, the gift and the amount as text, in the language, sized, hidden from assistive technology', async () => {
    const { container, rerender } = render(
      <GiftBurst
        lang="pt-BR"
        gifts={[
          { id: '1', sender: '<b>Ana</b>', giftName: 'Iate', amount: 1, size: 'full' },
          { id: '2', sender: 'Bia', giftName: 'Flor', amount: 66, size: 'float' },
        ]}
      />,
    );
    expect(container.querySelector('.uk-gift-burst')).toHaveAttribute('aria-hidden', 'true');
    const shown = container.querySelectorAll('.uk-gift-burst__gift');
    expect([...shown].map((gift) => [gift.getAttribute('data-size'), gift.textContent])).toEqual([
      ['full', '🎁<b>Ana</b> enviou Iate×1'],
      ['float', '🎁Bia enviou Flor×66'],
    ]);
    expect(container.querySelector('b')).toBeNull();
    await act(async () => vi.advanceTimersByTime(GIFT_FULL_MS + 500));
    expect(container.querySelectorAll('.uk-gift-burst__gift')).toHaveLength(0);
    // The same gifts again play nothing.
    rerender(
      <GiftBurst lang="pt-BR" gifts={[{ id: '1', sender: 'Ana', giftName: 'Iate', amount: 1, size: 'full' }]} />,
    );
    expect(container.querySelectorAll('.uk-gift-burst__gift')).toHaveLength(0);
  });
});
