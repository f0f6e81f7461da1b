import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { size: 20 },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLabel: Story = { args: { showLabel: true } };
export const Vertical: Story = { args: { showLabel: true, vertical: true, size: 32 } };
export const PrimaryColour: Story = {
  args: { showLabel: true },
  render: (args) => (
    <div style={{ color: 'var(--uk-accent-text)' }}>
      <Spinner {...args} />
    </div>
  ),
};
