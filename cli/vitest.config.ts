import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The command tests run brandgen as real processes, each compiling the app with Vite.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
