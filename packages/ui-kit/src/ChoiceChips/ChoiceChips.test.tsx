import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceChips } from './ChoiceChips.tsx';

const OPTIONS = [
  { value: 'week', label: '本周' },
  { value: 'month', label: '本月' },
] as const;

describe('ChoiceChips', () => {
  it('is a named radio group with the value checked', () => {
    render(<ChoiceChips legend="周期" name="period" options={OPTIONS} value="month" onChange={() => {}} />);
    expect(screen.getByRole('group', { name: '周期' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '本月' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '本周' })).not.toBeChecked();
  });

  it('reports the chip picked by a tap on its label or its radio', async () => {
    const onChange = vi.fn();
    function Period() {
      const [value, setValue] = useState<'week' | 'month'>('week');
      const pick = (next: 'week' | 'month') => {
        setValue(next);
        onChange(next);
      };
      return <ChoiceChips legend="周期" name="period" options={OPTIONS} value={value} onChange={pick} />;
    }
    render(<Period />);
    await userEvent.click(screen.getByText('本月'));
    await userEvent.click(screen.getByRole('radio', { name: '本周' }));
    expect(onChange.mock.calls).toEqual([['month'], ['week']]);
    expect(screen.getByRole('radio', { name: '本周' })).toBeChecked();
  });
});
