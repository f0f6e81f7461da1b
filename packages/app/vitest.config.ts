import { defineConfig } from 'vitest/config';

// Pure rules, the HTTP client (against a local node:http server) and the stores run in Node;
// the few DOM-touching tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
