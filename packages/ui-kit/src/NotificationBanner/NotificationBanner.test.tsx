import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationBanner } from './NotificationBanner.tsx';

describe('NotificationBanner', () => {
  it('announces politely and opens on press', async () => {
    const onClick = vi.fn();
    render(
      <NotificationBanner
        open
        title="进球！"
        description="曼联 1-0"
        onClick={onClick}
        onClose={() => {}}
        duration={0}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('进球！');
    await userEvent.click(screen.getByRole('button', { name: /进球/ }));
    expect(onClick).toHaveBeenCalled();
  });

  it('closes itself after its duration and with the close button', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<NotificationBanner open title="进球！" onClose={onClose} duration={3000} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('makes its main area the link the app renders, beside the close button', () => {
    render(
      <NotificationBanner
        open
        title="进球！曼联"
        description="曼联 1 - 0 利物浦"
        onClose={() => {}}
        duration={0}
        link={({ className, children }) => (
          <a href="/m/score/detail/football/7" className={className}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: /进球！曼联/ })).toHaveAttribute('href', '/m/score/detail/football/7');
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    render(<NotificationBanner open={false} title="x" onClose={() => {}} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
