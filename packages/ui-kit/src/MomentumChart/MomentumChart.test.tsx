import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MomentumChart, momentumShares } from './MomentumChart.tsx';

describe('MomentumChart (issue #33: a momentum/attack-pressure chart over the match)', () => {
  it('gives each side its share of the pressure; none when nothing happened', () => {
    expect(momentumShares([1, 0.5, -0.5])).toEqual([75, 25]);
    expect(momentumShares([-1])).toEqual([0, 100]);
    expect(momentumShares([0, 0])).toEqual([0, 0]);
  });

  it('draws a bar per minute with pressure, home up and away down, and reads the shares with the teams', () => {
    const { container } = render(
      <MomentumChart caption="进攻势头" homeName="青岛" awayName="长春" values={[1, 0, -0.5, 0.5]} />,
    );
    expect(container.querySelector('figcaption')).toHaveTextContent('进攻势头青岛 75%长春 25%');
    const bars = container.querySelectorAll('rect');
    expect([...bars].map((bar) => bar.getAttribute('class'))).toEqual([
      'uk-momentum-chart__bar--home',
      'uk-momentum-chart__bar--away',
      'uk-momentum-chart__bar--home',
    ]);
    // Full pressure fills the home half from the middle line up; half the away pressure hangs below it.
    expect(bars[0]?.getAttribute('y')).toBe('0');
    expect(bars[1]?.getAttribute('y')).toBe('30');
    expect(bars[1]?.getAttribute('height')).toBe('15');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
