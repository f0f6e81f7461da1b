import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MatchTimeline, placeEvents, type TimelineEvent } from './MatchTimeline.tsx';

const event = (key: string, minute: number, side: 'home' | 'away', kind = 'goal'): TimelineEvent => ({
  key,
  minute,
  side,
  kind,
  label: `${minute}' ${kind}`,
});

describe('MatchTimeline (issue #33: key events on a timeline)', () => {
  it('places an event at its share of the match, stretching the axis past 90 for extra time', () => {
    expect(placeEvents([event('a', 45, 'home')]).map((e) => e.at)).toEqual([50]);
    expect(placeEvents([event('a', 60, 'home'), event('b', 120, 'away')]).map((e) => e.at)).toEqual([50, 100]);
    expect(placeEvents([event('a', -3, 'home')])[0]?.at).toBe(0);
  });

  it("stacks close markers of one side into lanes, and never stacks one side on the other's", () => {
    const placed = placeEvents([
      event('a', 30, 'home'),
      event('b', 32, 'home'),
      event('c', 31, 'away'),
      event('d', 60, 'home'),
    ]);
    expect(placed.map((e) => [e.key, e.lane])).toEqual([
      ['a', 0],
      ['c', 0],
      ['b', 1],
      ['d', 0],
    ]);
  });

  it("reads each event with its team's name, in minute order, and draws the icons only for the eye", () => {
    const { container, getByRole } = render(
      <MatchTimeline
        caption="关键事件"
        homeName="青岛"
        awayName="长春"
        events={[event('b', 70, 'away', 'red'), event('a', 12, 'home')]}
      />,
    );
    expect(getByRole('figure', { name: '关键事件' })).toBeInTheDocument();
    const items = container.querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual(["青岛: 12' goal", "长春: 70' red"]);
    expect(items[1]?.querySelector('.uk-match-timeline__icon--red')).toHaveAttribute('aria-hidden', 'true');
  });
});
