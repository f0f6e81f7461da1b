import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckList } from './CheckList.tsx';

function Picker({ onPicked }: { onPicked: (keys: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <CheckList
      label="选择好友"
      items={[
        { key: 'a', title: '小王' },
        { key: 'b', title: '老李', note: '已在群内', disabled: true },
        { key: 'c', title: '阿强' },
      ]}
      selected={selected}
      onChange={(keys) => {
        setSelected(keys);
        onPicked(keys);
      }}
    />
  );
}

describe('CheckList', () => {
  it('picks and unpicks rows by their names; a disabled row cannot be picked', async () => {
    const picks: string[][] = [];
    render(<Picker onPicked={(keys) => picks.push(keys)} />);
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: '选择好友' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: '小王' }));
    await user.click(screen.getByText('阿强'));
    await user.click(screen.getByRole('checkbox', { name: /老李/ }));
    await user.click(screen.getByRole('checkbox', { name: '小王' }));
    expect(picks).toEqual([['a'], ['a', 'c'], ['c']]);
    expect((screen.getByRole('checkbox', { name: /老李/ }) as HTMLInputElement).disabled).toBe(true);
  });
});
