import { defineConfig, mergeConfig } from 'vitest/config';
import { preactCompatAliases } from './react-runtime.ts';
import viteConfig from './vite.config.ts';

// Every test runs twice: on React (what the app ships by default and Storybook renders with) and on preact/compat
// (what `brandgen build --runtime preact` ships).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
      restoreMocks: true,
      pool: 'vmThreads',
      projects: [
        { extends: true, test: { name: 'react' } },
        {
          extends: true,
          // The axe pass renders the stories, whose Storybook renderer is React's own.
          test: { name: 'preact', exclude: ['src/a11y.test.tsx'] },
          resolve: {
            alias: [
              ...preactCompatAliases,
              { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
            ],
          },
        },
      ],
    },
  }),
);
