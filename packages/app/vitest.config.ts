import { preactCompatAliases } from '@live/ui-kit/react-runtime';
import { defineConfig } from 'vitest/config';

// Pure rules, the HTTP client (against a local node:http server) and the stores run in Node;
// the few DOM-touching tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
// Components run on preact/compat, as in production. The React bindings are inlined and taken as ES modules so
// the aliases reach their imports: a "node" CommonJS build would require React itself.
export default defineConfig({
  resolve: {
    alias: [
      ...preactCompatAliases,
      { find: /^mobx-react-lite$/, replacement: 'mobx-react-lite/dist/mobxreactlite.mjs' },
    ],
    conditions: ['module-sync', 'module', 'node', 'development|production'],
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    server: { deps: { inline: [/mobx-react-lite/, /react-router/] } },
  },
});
