import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { dayShortDate } from '../helpers/day-label.ts';
import { DateStrip } from './DateStrip.tsx';

const today = '2026-11-22';

function Controlled({ lang }: { lang?: 'zh-CN' | 'pt-BR' }) {
  const [selected, setSelected] = useState(today);
  return (
    <>
      <DateStrip today={today} selected={selected} onChange={setSelected} label="日期" lang={lang} />
      <output>{dayShortDate(selected, 'zh-CN')}</output>
    </>
  );
}

describe('DateStrip', () => {
  it('lists the 7 days back from today with weekdays 日..六 and 今天 (spec §9)', () => {
    render(<Controlled />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      '一11-16',
      '二11-17',
      '三11-18',
      '四11-19',
      '五11-20',
      '六11-21',
      '今天11-22',
    ]);
    expect(tabs[6]).toHaveAttribute('aria-selected', 'true');
  });

  it('appends upcoming days after today when ahead is given', () => {
    render(<DateStrip today={today} selected={today} onChange={() => {}} ahead={2} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(9);
    expect(tabs.slice(6).map((t) => t.textContent)).toEqual(['今天11-22', '一11-23', '二11-24']);
  });

  it('uses DD/MM in pt-BR (spec §9)', () => {
    render(<Controlled lang="pt-BR" />);
    expect(screen.getAllByRole('tab')[0]).toHaveTextContent('seg16/11');
    expect(screen.getAllByRole('tab')[6]).toHaveTextContent('Hoje22/11');
  });

  it('picks a day by press and by arrow keys', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getAllByRole('tab')[2] as HTMLElement);
    expect(screen.getByRole('status')).toHaveTextContent('11-18');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('status')).toHaveTextContent('11-17');
    expect(screen.getAllByRole('tab')[1]).toHaveFocus();
  });
});
