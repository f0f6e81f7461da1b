import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pullDistance, statusWhilePulling } from './pull.ts';
import { PullToRefresh } from './PullToRefresh.tsx';

function pull(element: HTMLElement, from: number, to: number) {
  fireEvent.touchStart(element, { touches: [{ clientY: from }] });
  fireEvent.touchMove(element, { touches: [{ clientY: to }] });
}

describe('PullToRefresh', () => {
  it('damps the pull and needs the threshold to release', () => {
    expect(pullDistance(100, 120)).toBe(50);
    expect(pullDistance(1000, 120)).toBe(120);
    expect(pullDistance(-20, 120)).toBe(0);
    expect(statusWhilePulling(30, 60)).toBe('pulling');
    expect(statusWhilePulling(60, 60)).toBe('canRelease');
    expect(statusWhilePulling(0, 60)).toBe('idle');
  });

  it('shows 下拉刷新, then 释放立即刷新, refreshes on release and reports 刷新成功', async () => {
    let finish: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>content</p>
      </PullToRefresh>,
    );
    const area = screen.getByText('content').closest('.uk-pull-to-refresh') as HTMLElement;
    pull(area, 0, 60);
    expect(screen.getByText('下拉刷新')).toBeInTheDocument();
    fireEvent.touchMove(area, { touches: [{ clientY: 200 }] });
    expect(screen.getByText('释放立即刷新')).toBeInTheDocument();
    await act(async () => {
      fireEvent.touchEnd(area);
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('刷新中...');
    expect(area).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(screen.getByText('刷新成功')).toBeInTheDocument();
  });

  it('does not refresh when released before the threshold', async () => {
    const onRefresh = vi.fn(async () => {});
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>content</p>
      </PullToRefresh>,
    );
    const area = screen.getByText('content').closest('.uk-pull-to-refresh') as HTMLElement;
    pull(area, 0, 40);
    await act(async () => {
      fireEvent.touchEnd(area);
    });
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('ignores pulls when disabled', () => {
    render(
      <PullToRefresh onRefresh={async () => {}} disabled>
        <p>content</p>
      </PullToRefresh>,
    );
    const area = screen.getByText('content').closest('.uk-pull-to-refresh') as HTMLElement;
    pull(area, 0, 200);
    expect(screen.queryByText('释放立即刷新')).toBeNull();
  });
});
