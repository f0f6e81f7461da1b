import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageGrid } from './ImageGrid.tsx';

const IMAGES = [
  { key: 'a', src: '/a.png', alt: '图片 1', removeLabel: '删除图片 1' },
  { key: 'b', src: '/b.png', alt: '图片 2', removeLabel: '删除图片 2' },
];

describe('ImageGrid', () => {
  it('lists each picture with its own delete button', async () => {
    const onRemove = vi.fn();
    render(<ImageGrid images={IMAGES} onRemove={onRemove} add={null} />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '删除图片 2' }));
    expect(onRemove).toHaveBeenCalledWith('b');
  });

  it('adds a picture through its last cell, which is gone when the grid is full', async () => {
    const onFile = vi.fn();
    const { rerender } = render(
      <ImageGrid images={IMAGES} onRemove={() => {}} add={{ label: '添加图片', busy: false, onFile }} />,
    );
    await userEvent.upload(screen.getByLabelText('添加图片'), new File(['x'], 'c.png', { type: 'image/png' }));
    expect(onFile).toHaveBeenCalledTimes(1);
    rerender(<ImageGrid images={IMAGES} onRemove={() => {}} add={null} />);
    expect(screen.queryByLabelText('添加图片')).toBeNull();
  });

  it('does not open the picker while an upload runs', () => {
    render(<ImageGrid images={[]} onRemove={() => {}} add={{ label: '添加图片', busy: true, onFile: () => {} }} />);
    expect(screen.getByLabelText('添加图片')).toBeDisabled();
  });
});
