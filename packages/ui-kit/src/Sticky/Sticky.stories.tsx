import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cell, List } from '../List/List.tsx';
import { Sticky } from './Sticky.tsx';

const meta = {
  title: 'Navigation/Sticky',
  component: Sticky,
  args: { children: null },
  render: (args) => (
    <div>
      {['英超', '西甲', '意甲'].map((league) => (
        <section key={league}>
          <Sticky {...args}>
            <h2 style={{ margin: 0, padding: '8px 16px', fontSize: 14 }}>{league}</h2>
          </Sticky>
          <List>
            {Array.from({ length: 8 }, (_, i) => (
              <Cell key={i} title={`${league} 比赛 ${i + 1}`} />
            ))}
          </List>
        </section>
      ))}
    </div>
  ),
} satisfies Meta<typeof Sticky>;

export default meta;
type Story = StoryObj<typeof meta>;

/** League headers stick while their matches scroll. */
export const Default: Story = {};
export const BelowNavBar: Story = { args: { offsetTop: 46 } };
