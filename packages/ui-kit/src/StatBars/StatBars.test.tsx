import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatBars, statShares } from './StatBars.tsx';

describe('StatBars (issue #33 stats block as paired bars)', () => {
  it('sizes each side by its share of the pair, and fills neither bar for 0 / 0 or bad values', () => {
    expect(statShares(12, 4)).toEqual([75, 25]);
    expect(statShares(56, 44)).toEqual([56, 44]);
    expect(statShares(1, 2)).toEqual([33, 67]);
    expect(statShares(0, 0)).toEqual([0, 0]);
    expect(statShares(Number.NaN, -3)).toEqual([0, 0]);
  });

  it('shows both values and the name, reads the team before each value, marks the leader and shows % for possession', () => {
    const { container } = render(
      <StatBars
        homeName="主队A"
        awayName="客队B"
        items={[
          { key: 'possession', name: '控球率', home: 60, away: 40 },
          { key: 'corners', name: '角球', home: 2, away: 5 },
          { key: 'red', name: '红牌', home: 0, away: 0 },
        ]}
      />,
    );
    const rows = container.querySelectorAll('li');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('主队A 60%控球率客队B 40%');
    expect(rows[0]).toHaveClass('uk-stat-bars__row--home');
    expect(rows[1]).toHaveClass('uk-stat-bars__row--away');
    expect(rows[2]).toHaveClass('uk-stat-bars__row--even');
    const fills = rows[1]?.querySelectorAll<HTMLElement>('.uk-stat-bars__fill') ?? [];
    expect([...fills].map((fill) => fill.style.width)).toEqual(['29%', '71%']);
    expect(screen.getByText('角球')).toBeInTheDocument();
    expect(rows[1]?.querySelector('.uk-stat-bars__track')).toHaveAttribute('aria-hidden', 'true');
  });
});
