import { defineConfig } from 'vitest/config';

// Pure state machines, codecs and validation, plus the client against a scripted fake socket.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
