import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandsPlugin } from './.storybook/brands-plugin.ts';
import { pxToRemPlugin } from './postcss.ts';

// Shared by Storybook (framework.options.builder.viteConfigPath) and vitest: the same px -> rem CSS and the
// brand descriptors as a virtual module.
export default defineConfig({
  plugins: [react(), brandsPlugin(join(import.meta.dirname, '../../brands'))],
  css: { postcss: { plugins: [pxToRemPlugin()] } },
});
