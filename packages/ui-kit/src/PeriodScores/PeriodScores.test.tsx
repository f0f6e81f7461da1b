import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PeriodScores } from './PeriodScores.tsx';

describe('PeriodScores (issue #33 basketball quarter scores)', () => {
  it('shows each team’s points per period, "-" for a period not played, and the total last', () => {
    render(
      <PeriodScores
        caption="每节比分"
        teamLabel="球队"
        periods={['一', '二', '三', '四']}
        totalLabel="总分"
        home={{ name: '主', scores: [28, 25, null, null], total: 53 }}
        away={{ name: '客', scores: [24, 30, null, null], total: 54 }}
      />,
    );
    const table = screen.getByRole('table', { name: '每节比分' });
    const rows = [...table.querySelectorAll('tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['球队', '一', '二', '三', '四', '总分'],
      ['主', '28', '25', '-', '-', '53'],
      ['客', '24', '30', '-', '-', '54'],
    ]);
  });
});
