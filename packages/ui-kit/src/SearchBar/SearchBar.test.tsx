import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar } from './SearchBar.tsx';

function Controlled({ onSearch, onCancel }: { onSearch?: (k: string) => void; onCancel?: () => void }) {
  const [value, setValue] = useState('');
  return <SearchBar value={value} onChange={setValue} onSearch={onSearch} onCancel={onCancel} placeholder="搜索球队" />;
}

describe('SearchBar', () => {
  it('is a labelled search field in a search landmark', () => {
    render(<Controlled />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '搜索球队' })).toBeInTheDocument();
  });

  it('searches the trimmed keyword on Enter', async () => {
    const onSearch = vi.fn();
    render(<Controlled onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox'), '  曼联 {Enter}');
    expect(onSearch).toHaveBeenCalledWith('曼联');
  });

  it('clears with the clear button and cancels', async () => {
    const onCancel = vi.fn();
    render(<Controlled onCancel={onCancel} />);
    await userEvent.type(screen.getByRole('searchbox'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
