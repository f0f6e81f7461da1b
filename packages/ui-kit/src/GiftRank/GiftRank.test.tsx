import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GiftRank } from './GiftRank.tsx';

describe('GiftRank (issue #33: a gift ranking for the room)', () => {
  it('lists senders in rank order with their gold, the top three as medals, names as text', () => {
    render(
      <GiftRank
        label="礼物榜"
        unit="金币"
        entries={[
          { rank: 1, id: 1, name: '<i>金牌</i>', gold: 13140 },
          { rank: 2, id: 2, name: '小王', gold: 520 },
          { rank: 3, id: 3, name: '老李', gold: 66 },
          { rank: 4, id: 4, name: '观众', gold: 1 },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: '礼物榜' });
    const rows = list.querySelectorAll('li');
    expect([...rows].map((row) => row.textContent)).toEqual([
      '1<i>金牌</i>1.31万 金币',
      '2小王520 金币',
      '3老李66 金币',
      '4观众1 金币',
    ]);
    expect(list.querySelector('i')).toBeNull();
    expect(rows[0]).toHaveClass('uk-gift-rank__row--top1');
    expect(rows[3]?.className).not.toContain('--top');
  });
});
