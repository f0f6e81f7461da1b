import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Danmaku } from './Danmaku.tsx';
import { DANMAKU_LANES, enqueue, flyingText, freeLane } from './lanes.ts';

describe('danmaku lanes and queue (issue #33: comments over the video, bounded)', () => {
  it('takes the first lane free now, none when all are taken', () => {
    expect(freeLane([500, 0, 0], 100)).toBe(1);
    expect(freeLane([500, 600], 100)).toBe(-1);
    expect(freeLane([100], 100)).toBe(0);
  });

  it('keeps at most max waiting comments, dropping the oldest plain ones first; highlighted ones go first', () => {
    const plain = (id: string) => ({ id, highlight: false });
    const queue = enqueue([plain('a'), plain('b')], [plain('c'), { id: 'h', highlight: true }, plain('d')], 3);
    expect(queue.map((item) => item.id)).toEqual(['h', 'c', 'd']);
  });

  it('flies one line of at most 40 characters', () => {
    expect(flyingText('  a\n b  ')).toBe('a b');
    expect(Array.from(flyingText('好'.repeat(60)))).toHaveLength(40);
    expect(flyingText('好'.repeat(60)).endsWith('…')).toBe(true);
  });
});

describe('Danmaku', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('flies each new comment once as text, never HTML, highlighted when asked, hidden from assistive technology', async () => {
    const items = [
      { id: '1', text: '<img src=x onerror=alert(1)>' },
      { id: '2', text: '加油', highlight: true },
    ];
    const { container, rerender } = render(<Danmaku items={items} density="medium" />);
    await act(async () => vi.advanceTimersByTime(300));
    const overlay = container.querySelector('.uk-danmaku');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    const flying = container.querySelectorAll('.uk-danmaku__item');
    expect([...flying].map((item) => item.textContent)).toEqual(['加油', '<img src=x onerror=alert(1)>']);
    expect(container.querySelector('img')).toBeNull();
    expect(flying[0]).toHaveClass('uk-danmaku__item--highlight');
    // The same ids again fly nothing new.
    rerender(<Danmaku items={[...items]} density="medium" />);
    await act(async () => vi.advanceTimersByTime(300));
    expect(container.querySelectorAll('.uk-danmaku__item')).toHaveLength(2);
  });

  it('keeps the DOM bounded in a busy room: at most one comment per lane at a time until lanes free, and a comment leaves once across', async () => {
    const burst = Array.from({ length: 200 }, (_, index) => ({ id: String(index), text: `第 ${index} 条` }));
    const { container } = render(<Danmaku items={burst} density="low" />);
    await act(async () => vi.advanceTimersByTime(300));
    const lanes = DANMAKU_LANES.low;
    expect(container.querySelectorAll('.uk-danmaku__item')).toHaveLength(lanes);
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(container.querySelectorAll('.uk-danmaku__item').length).toBeLessThanOrEqual(lanes * 4);
    // Nothing more to fly: every comment leaves once across.
    await act(async () => vi.advanceTimersByTime(8_000));
    expect(container.querySelectorAll('.uk-danmaku__item').length).toBeLessThanOrEqual(lanes * 4);
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(container.querySelectorAll('.uk-danmaku__item')).toHaveLength(0);
  });
});
