import type { Meta, StoryObj } from '@storybook/react-vite';
import { GradeBadge } from './GradeBadge.tsx';
import { frame } from '../internal/story-frames.tsx';

const meta = {
  title: 'Data/GradeBadge',
  component: GradeBadge,
  args: { level: 5 },
  decorators: [frame({ padding: 16 })],
} satisfies Meta<typeof GradeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Every grade of spec §6: up to 9, 10-19, 20-29, 31-39, and 30 / above 39 without a grade. */
export const AllGrades: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {[1, 9, 10, 19, 20, 29, 30, 31, 39, 40].map((level) => (
        <GradeBadge key={level} level={level} />
      ))}
    </div>
  ),
};
export const NoGrade: Story = { args: { level: 30 } };
