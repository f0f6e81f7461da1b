import type { Meta, StoryObj } from '@storybook/react-vite';
import { Highlight } from './Highlight.tsx';

const meta = {
  title: 'Data/Highlight',
  component: Highlight,
  args: { text: 'Real Madrid 对阵 real betis', keyword: 'REAL' },
  decorators: [
    (Story) => (
      <p style={{ padding: 16 }}>
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof Highlight>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Case-insensitive (spec §5). */
export const Default: Story = {};
/** Regex characters are matched literally (spec §5). */
export const RegexCharacters: Story = { args: { text: 'C++ (beta) 与 C# [test]', keyword: 'C++ (' } };
/** Markup in the text stays text. */
export const MarkupStaysText: Story = { args: { text: '<img src=x onerror=alert(1)> 曼联', keyword: '曼联' } };
export const NoKeyword: Story = { args: { keyword: '' } };
