import type { Meta, StoryObj } from '@storybook/react-vite';
import { VirtualList } from './VirtualList.tsx';

const rows = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `比赛 ${i + 1}`, note: i % 3 === 0 }));
type Row = (typeof rows)[number];

function RowView({ row }: { row: Row }) {
  return (
    <div
      style={{
        padding: '8px 16px',
        borderBottom: '1px solid var(--brand-border)',
        height: '100%',
        boxSizing: 'border-box',
      }}
    >
      <div>{row.name}</div>
      {row.note && <div style={{ color: 'var(--brand-text-secondary)', fontSize: 12 }}>带备注的行更高</div>}
    </div>
  );
}

const meta = {
  title: 'Data/VirtualList',
  component: VirtualList<Row>,
  args: {
    items: rows,
    itemHeight: 48,
    height: 560,
    overscan: 4,
    label: '比赛列表',
    itemKey: (row: Row) => row.id,
    renderItem: (row: Row) => <RowView row={row} />,
  },
} satisfies Meta<typeof VirtualList<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 10,000 rows of a fixed height. */
export const Default: Story = {};
/** 10,000 rows of two heights. */
export const VariableHeight: Story = { args: { itemHeight: (i: number) => (i % 3 === 0 ? 72 : 48) } };
export const Empty: Story = { args: { items: [] } };
