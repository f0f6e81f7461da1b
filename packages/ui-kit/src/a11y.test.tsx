import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import * as preview from '../.storybook/preview.tsx';

// The stories get the same decorators (brand tokens, mode, language) as in Storybook.
setProjectAnnotations([preview]);

// Every story of every component, rendered with the Storybook decorators, checked by axe-core.
const modules = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });

// jsdom does not lay out or paint, so colour contrast cannot be measured here (the Playwright check of the
// built Storybook covers colours); a single component is not a page, so landmark rules do not apply.
const AXE_OPTIONS: axe.RunOptions = {
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
};

function describeViolations(violations: axe.Result[]): string[] {
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

for (const [path, module] of Object.entries(modules)) {
  describe(`accessibility of ${path.replace('./', '')}`, () => {
    const meta = module.default as Parameters<typeof composeStory>[1];
    for (const [name, story] of Object.entries(module)) {
      if (name === 'default' || typeof story !== 'object' || story === null) continue;
      const Story = composeStory(story as Parameters<typeof composeStory>[0], meta);
      it(`${name} has no axe violations`, async () => {
        render(<Story />);
        await act(async () => {
          await Story.play?.({ canvasElement: document.body });
        });
        const results = await axe.run(document.body, AXE_OPTIONS);
        expect(describeViolations(results.violations)).toEqual([]);
      });
    }
  });
}
