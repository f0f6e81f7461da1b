import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Popup, type PopupProps } from './Popup.tsx';

function Demo(args: PopupProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="primary" onClick={() => setOpen(true)}>
        打开弹层
      </Button>
      <Popup {...args} open={open} onClose={() => setOpen(false)}>
        <div style={{ padding: 24 }}>
          <p style={{ margin: 0 }}>弹层内容</p>
          <Button onClick={() => setOpen(false)}>关闭</Button>
        </div>
      </Popup>
    </div>
  );
}

const meta = {
  title: 'Feedback/Popup',
  component: Popup,
  args: { open: true, onClose: () => {}, label: '弹层', position: 'bottom' },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Center: Story = { args: { position: 'center', showClose: true } };
export const Top: Story = { args: { position: 'top' } };
export const Right: Story = { args: { position: 'right' } };
export const Closed: Story = { args: { open: false } };
