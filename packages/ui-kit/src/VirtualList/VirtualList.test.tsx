import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VirtualList } from './VirtualList.tsx';

const items = Array.from({ length: 10_000 }, (_, i) => `row ${i}`);

describe('VirtualList', () => {
  it('renders only a window of 10,000 rows', () => {
    render(<VirtualList items={items} itemHeight={50} height={500} overscan={2} renderItem={(t) => t} label="列表" />);
    const rendered = screen.getAllByRole('listitem');
    expect(rendered.length).toBeLessThan(30);
    expect(rendered[0]).toHaveTextContent('row 0');
    expect(rendered[0]).toHaveAttribute('aria-setsize', '10000');
    expect(screen.getByRole('list', { name: '列表' })).toBeInTheDocument();
  });

  it('renders the rows of the new position after scrolling', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    render(<VirtualList items={items} itemHeight={50} height={500} overscan={0} renderItem={(t) => t} />);
    const list = screen.getByRole('list');
    const scale = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) / 37.5;
    list.scrollTop = 5000 * 50 * scale;
    fireEvent.scroll(list);
    await act(async () => {
      vi.advanceTimersToNextFrame();
    });
    const rendered = screen.getAllByRole('listitem');
    expect(rendered[0]).toHaveTextContent('row 5000');
    expect(rendered[0]).toHaveAttribute('aria-posinset', '5001');
    expect(screen.queryByText('row 0')).toBeNull();
    vi.useRealTimers();
  });

  it('renders an empty list without rows', () => {
    render(<VirtualList items={[]} itemHeight={50} height={500} renderItem={(t) => t} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
