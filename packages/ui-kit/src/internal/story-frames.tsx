import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';

/** A story decorator framing the story in a box of the given style (a phone's width, some padding). */
export function frame(style: CSSProperties): Decorator {
  return (Story) => (
    <div style={style}>
      <Story />
    </div>
  );
}
