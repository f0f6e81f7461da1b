import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageInput } from './ImageInput.tsx';

const photo = () => new File(['x'], 'me.png', { type: 'image/png' });

describe('ImageInput', () => {
  it('is a named file input for images that reports the picked file', async () => {
    const onFile = vi.fn();
    render(
      <ImageInput label="更换头像" onFile={onFile}>
        <span>头像</span>
      </ImageInput>,
    );
    const input = screen.getByLabelText('更换头像');
    expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input, photo());
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile.mock.calls[0]?.[0]).toBeInstanceOf(File);
  });

  it('reports the same file picked twice', async () => {
    const onFile = vi.fn();
    render(
      <ImageInput label="x" onFile={onFile}>
        +
      </ImageInput>,
    );
    const file = photo();
    await userEvent.upload(screen.getByLabelText('x'), file);
    await userEvent.upload(screen.getByLabelText('x'), file);
    expect(onFile).toHaveBeenCalledTimes(2);
  });

  it('picks nothing while disabled', async () => {
    const onFile = vi.fn();
    render(
      <ImageInput label="x" onFile={onFile} disabled>
        +
      </ImageInput>,
    );
    await userEvent.upload(screen.getByLabelText('x'), photo());
    expect(onFile).not.toHaveBeenCalled();
  });
});
