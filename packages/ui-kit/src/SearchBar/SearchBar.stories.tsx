import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Highlight } from '../Highlight/Highlight.tsx';
import { Cell, List } from '../List/List.tsx';
import { SearchBar } from './SearchBar.tsx';

const teams = ['Real Madrid', 'Real Betis', '曼彻斯特联', '曼城', 'C++ (fc)', 'Paris Saint-Germain'];

const meta = {
  title: 'Data entry/SearchBar',
  component: SearchBar,
  args: { value: '', onChange: () => {}, placeholder: '搜索球队、赛事、主播' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const shown = teams.filter((t) => !value.trim() || t.toLowerCase().includes(value.trim().toLowerCase()));
    return (
      <>
        <SearchBar {...args} value={value} onChange={setValue} />
        <List>
          {shown.map((t) => (
            <Cell key={t} title={<Highlight text={t} keyword={value} />} />
          ))}
        </List>
      </>
    );
  },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Results highlight the keyword, case-insensitively (spec §5). */
export const WithKeyword: Story = { args: { value: 'real' } };
export const WithCancel: Story = { args: { value: '曼', onCancel: () => {} } };
