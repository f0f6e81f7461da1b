import { defineConfig } from 'vitest/config';

// The service, the official SDK and our client talk over real sockets on 127.0.0.1 (port 0).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
