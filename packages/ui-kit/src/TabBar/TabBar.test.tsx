import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TabBar } from './TabBar.tsx';

const items = [
  { key: 'score', title: '比分', icon: '⚽' },
  { key: 'live', title: '直播', icon: '📺', badge: 3 },
];

describe('TabBar', () => {
  it('is a labelled navigation marking the active item as the current page', () => {
    render(<TabBar items={items} activeKey="live" onChange={() => {}} label="主菜单" />);
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /直播/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /比分/ })).not.toHaveAttribute('aria-current');
  });

  it('reports the pressed item', async () => {
    const onChange = vi.fn();
    render(<TabBar items={items} activeKey="live" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /比分/ }));
    expect(onChange).toHaveBeenCalledWith('score');
  });

  it('renders menu entries as links through the given renderer, the active one marked current', () => {
    render(
      <TabBar
        items={items}
        activeKey="live"
        link={({ key, className, current, children }) => (
          <a href={`/m/${key}`} className={className} aria-current={current ? 'page' : undefined}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: /直播/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /比分/ })).toHaveAttribute('href', '/m/score');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
