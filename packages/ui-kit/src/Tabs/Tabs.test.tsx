import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiKitProvider } from '../UiKitProvider/UiKitProvider.tsx';
import { type TabItem, Tabs, tabTitle, visibleTabs } from './Tabs.tsx';

const items: TabItem[] = [
  { key: 'chat', title: '聊天', title_br: 'Chat' },
  { key: 'quiz', title: '竞猜', title_br: 'Palpites', show: false },
  { key: 'status', title: '赛况', title_br: 'Status' },
  { key: 'rank', title: '排名' },
];

function Controlled({ onChange = () => {} }: { onChange?: (key: string) => void }) {
  const [active, setActive] = useState('chat');
  return (
    <Tabs
      items={items}
      activeKey={active}
      label="直播间"
      onChange={(key) => {
        setActive(key);
        onChange(key);
      }}
    >
      <p>panel {active}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('leaves out tabs whose show flag is false (spec §2)', () => {
    expect(visibleTabs(items).map((t) => t.key)).toEqual(['chat', 'status', 'rank']);
    render(<Controlled />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['聊天', '赛况', '排名']);
  });

  it('shows title_br in pt-BR and the Chinese title otherwise (spec §2)', () => {
    expect(tabTitle(items[0] as TabItem, 'pt-BR')).toBe('Chat');
    expect(tabTitle(items[3] as TabItem, 'pt-BR')).toBe('排名');
    render(
      <UiKitProvider lang="pt-BR">
        <Controlled />
      </UiKitProvider>,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Chat', 'Status', '排名']);
  });

  it('selects a tab on press and shows its panel', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: '赛况' }));
    expect(onChange).toHaveBeenCalledWith('status');
    expect(screen.getByRole('tab', { name: '赛况' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel status');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('赛况');
  });

  it('moves with arrow keys, Home and End, wrapping around', async () => {
    render(<Controlled />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: '聊天' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '赛况' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '赛况' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '排名' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '聊天' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '排名' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '聊天' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps one tab in the tab order', () => {
    render(<Controlled />);
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });

  it("shows a tab's count with its meaning for screen readers, and nothing for 0", () => {
    render(
      <Tabs
        items={[
          { key: 'group', title: '群聊', badge: 0 },
          { key: 'friends', title: '好友', badge: 3, badgeLabel: '3 个好友申请' },
        ]}
        activeKey="group"
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('tab', { name: '群聊' }).textContent).toBe('群聊');
    expect(screen.getByRole('tab', { name: /^好友\s*3 个好友申请$/ })).toBeTruthy();
  });

  it('reads no layout when it mounts on its first tab, and centres every tab chosen later (issue #31 item 1)', async () => {
    const offsetLeft = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockReturnValue(400);
    const scrollTo = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true });
    try {
      render(<Controlled />);
      expect(offsetLeft).not.toHaveBeenCalled();
      expect(scrollTo).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('tab', { name: '排名' }));
      await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
      await userEvent.click(screen.getByRole('tab', { name: '聊天' }));
      await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(2));
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    }
  });

  it('centres its active tab when it mounts on a later one, in the next frame rather than in the commit (issue #31 item 1)', async () => {
    const offsetLeft = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockReturnValue(400);
    const scrollTo = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true });
    try {
      render(<Tabs items={items} activeKey="rank" onChange={() => {}} label="直播间" />);
      expect(offsetLeft).not.toHaveBeenCalled();
      await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    }
  });
});
