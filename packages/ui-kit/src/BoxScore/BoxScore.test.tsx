import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BoxScore, type BoxScorePlayer, boxTotals } from './BoxScore.tsx';

const columns = [
  { key: 'points', label: '得分', title: '得分' },
  { key: 'three', label: '三分', title: '三分命中' },
];
const players: BoxScorePlayer[] = [
  { id: 1, number: 7, name: '赵睿', starter: true, values: { points: 12, three: 2 } },
  { id: 2, number: 11, name: '胡明轩', starter: false, values: { points: 5 } },
];

describe('BoxScore (issue #33: basketball box score)', () => {
  it('sums each column over the players; a missing value counts 0', () => {
    expect(boxTotals(columns, players)).toEqual([17, 2]);
    expect(boxTotals(columns, [])).toEqual([0, 0]);
  });

  it('is a table named by its caption: a row per player with number, name and starter mark, totals at the foot', () => {
    const { getByRole } = render(
      <BoxScore
        caption="广东"
        columns={columns}
        players={players}
        labels={{ player: '球员', total: '合计', starter: '首发' }}
      />,
    );
    const table = getByRole('table', { name: '广东' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['球员得分三分', '7赵睿•首发122', '11胡明轩50', '合计172']);
    expect(within(table).getByRole('rowheader', { name: /赵睿/ })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('title')),
    ).toEqual([null, '得分', '三分命中']);
  });
});
