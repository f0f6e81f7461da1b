import { defineConfig } from 'vitest/config';
import { withoutUnusedAxios } from './build/axios-left-out.ts';

// Pure rules, the HTTP client (against a local node:http server) and the stores run in Node;
// the few DOM-touching tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
// Components run on React and react-dom, as in production (the preact/compat option is covered by ui-kit's
// second test project and the route-crawl smoke of `brandgen build --runtime preact`).
// axios runs as the build ships it (inlined, so the plugin leaves out what the build leaves out).
export default defineConfig({
  plugins: [withoutUnusedAxios()],
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    server: { deps: { inline: ['axios'] } },
  },
});
