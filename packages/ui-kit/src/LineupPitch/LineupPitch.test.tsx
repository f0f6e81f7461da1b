import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formationRows, LineupPitch, type PitchTeam } from './LineupPitch.tsx';

const labels = { substitutes: '替补', captain: '队长', off: '被换下', on: '替补登场' };

function team(name: string, formation: string): PitchTeam {
  const roles = ['门将', '后卫', '后卫', '后卫', '后卫', '中场', '中场', '中场', '前锋', '前锋', '前锋'];
  return {
    name,
    formation,
    starters: roles.map((role, i) => ({
      id: `${name}${i}`,
      number: i + 1,
      name: `${name}${i + 1}`,
      role,
      captain: i === 5,
    })),
    substitutes: [{ id: `${name}s`, number: 20, name: `${name}替补`, role: '前锋', subMinute: 70 }],
  };
}

describe('LineupPitch (issue #33: lineups drawn on a pitch by formation)', () => {
  it('splits the starters into goalkeeper and the formation lines; a formation that does not add up falls back to rows of four', () => {
    expect(formationRows('4-3-3', 11)).toEqual([1, 4, 3, 3]);
    expect(formationRows('4-2-3-1', 11)).toEqual([1, 4, 2, 3, 1]);
    expect(formationRows('4-4-2', 9)).toEqual([1, 4, 4]);
    expect(formationRows('', 11)).toEqual([1, 4, 4, 2]);
    expect(formationRows('x-3', 5)).toEqual([1, 4]);
    expect(formationRows('4-4-2', 0)).toEqual([]);
  });

  it('draws each starter once by row (home goalkeeper first, away goalkeeper last), with number, role in words and captain', () => {
    const { container } = render(<LineupPitch home={team('甲', '4-3-3')} away={team('乙', '3-5-2')} labels={labels} />);
    const halves = container.querySelectorAll('.uk-lineup-pitch__half');
    const rowSizes = (half: Element | undefined) =>
      [...(half?.querySelectorAll('.uk-lineup-pitch__row') ?? [])].map((row) => row.children.length);
    expect(rowSizes(halves[0])).toEqual([1, 4, 3, 3]);
    expect(rowSizes(halves[1])).toEqual([2, 5, 3, 1]);
    const home = halves[0] as HTMLElement;
    expect(within(home).getAllByRole('listitem')).toHaveLength(11);
    expect(home.querySelector('li')).toHaveTextContent('1 门将');
    expect(within(home).getByText('甲6').closest('li')).toHaveTextContent('6 中场 队长');
    expect(container.textContent).not.toMatch(/\b[GDMF]\b/);
  });

  it('lists the substitutes with the minute they came on, and lets the app make names links', () => {
    const { getAllByRole } = render(
      <LineupPitch
        home={team('甲', '4-3-3')}
        away={team('乙', '4-3-3')}
        labels={labels}
        link={(player, inner) => (
          <a href={`/p/${player.id}`} className={inner.className}>
            {inner.children}
          </a>
        )}
      />,
    );
    const links = getAllByRole('link');
    expect(links).toHaveLength(24);
    const sub = links.find((link) => link.textContent === '甲替补');
    expect(sub).toHaveAttribute('href', '/p/甲s');
    expect(sub?.closest('li')).toHaveTextContent('20甲替补前锋替补登场 70');
  });
});
