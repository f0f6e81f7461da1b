import { join } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['./docs/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: {
    name: '@storybook/react-vite',
    // The px -> rem PostCSS setup and the brands plugin live in ../vite.config.ts.
    options: { builder: { viteConfigPath: join(import.meta.dirname, '../vite.config.ts') } },
  },
  core: { disableTelemetry: true },
  // TypeScript 7 has no JS compiler API, so react-docgen-typescript cannot run; react-docgen reads the props.
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
