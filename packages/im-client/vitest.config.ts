import { defineConfig } from 'vitest/config';

// Pure state machines, codecs and validation, the client against a scripted fake socket, and the client
// against the real service and the official SDK over sockets on 127.0.0.1 (port 0).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
