import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteScroll } from './InfiniteScroll.tsx';

let trigger: (visible: boolean) => void = () => {};

class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    trigger = (visible) => callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as never);
  }
  observe() {}
  disconnect() {}
}

describe('InfiniteScroll', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('loads the next page when the end comes into view, one at a time', async () => {
    let finish: () => void = () => {};
    const loadMore = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<InfiniteScroll loadMore={loadMore} hasMore />);
    expect(loadMore).not.toHaveBeenCalled();
    act(() => trigger(true));
    expect(loadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
    act(() => trigger(true));
    expect(loadMore).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('shows 没有更多了 and stops when there is no more', () => {
    const loadMore = vi.fn(async () => {});
    render(<InfiniteScroll loadMore={loadMore} hasMore={false} />);
    act(() => trigger(true));
    expect(loadMore).not.toHaveBeenCalled();
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });

  it('offers a retry after a failure', async () => {
    const loadMore = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue(undefined);
    const { rerender } = render(<InfiniteScroll loadMore={loadMore} hasMore />);
    await act(async () => trigger(true));
    const retry = await screen.findByRole('button', { name: /加载失败/ });
    rerender(<InfiniteScroll loadMore={loadMore} hasMore={false} />);
    await userEvent.click(retry);
    expect(loadMore).toHaveBeenCalledTimes(2);
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });
});
