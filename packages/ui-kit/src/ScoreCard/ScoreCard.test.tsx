import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScoreCard, type ScoreCardProps } from './ScoreCard.tsx';

const base: ScoreCardProps = {
  league: { name: '英超' },
  time: '今天 20:00',
  home: { name: '曼联' },
  away: { name: '利物浦' },
  homeScore: 1,
  awayScore: 0,
  statusText: '下半场',
  clock: "63'",
  inPlay: true,
  live: true,
};

describe('ScoreCard', () => {
  it('shows league, teams, score, status, clock and live badge as given', () => {
    render(<ScoreCard {...base} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('英超');
    expect(card).toHaveTextContent('曼联');
    expect(card).toHaveTextContent('1 - 0');
    expect(card).toHaveTextContent('下半场 63');
    expect(card).toHaveTextContent('直播中');
  });

  it('shows a basketball mm:ss clock without a minute mark (issue #28)', () => {
    const { container } = render(<ScoreCard {...base} statusText="第三节" clock="08:21" />);
    expect(container.querySelector('.uk-score-card__clock')).toHaveTextContent(/^08:21$/);
    expect(container.querySelector('.uk-score-card__tick')).toBeNull();
  });

  it("blinks a football minute's mark, hidden from screen readers", () => {
    const { container } = render(<ScoreCard {...base} />);
    expect(container.querySelector('.uk-score-card__clock')).toHaveTextContent(/^63'$/);
    expect(container.querySelector('.uk-score-card__tick')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows VS without a score and no clock when none is given', () => {
    render(<ScoreCard {...base} homeScore={null} awayScore={null} clock={null} live={false} statusText="未开赛" />);
    expect(screen.getByRole('article')).toHaveTextContent('VS');
    expect(screen.queryByText('直播中')).toBeNull();
  });

  it('opens the match and toggles the collect star separately', async () => {
    const onClick = vi.fn();
    const onCollect = vi.fn();
    render(<ScoreCard {...base} onClick={onClick} onCollect={onCollect} collected={false} />);
    const star = screen.getByRole('button', { name: '收藏' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(onCollect).toHaveBeenCalledWith(true);
    expect(onClick).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /曼联/ }));
    expect(onClick).toHaveBeenCalled();
  });

  it('makes the row a link to the match through the given renderer, the star still a separate button', () => {
    render(
      <ScoreCard
        {...base}
        onCollect={() => {}}
        link={({ className, children }) => (
          <a href="/m/score/detail/football/9" className={className}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: /曼联/ })).toHaveAttribute('href', '/m/score/detail/football/9');
    expect(screen.getByRole('button', { name: '收藏' })).toBeInTheDocument();
  });
});
