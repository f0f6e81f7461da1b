import { pxToRemPlugin } from '@live/ui-kit/postcss';
import { preactCompatAliases } from '@live/ui-kit/react-runtime';
import { defineConfig, type Rolldown } from 'vite';

/**
 * Expected on preact/compat, so not worth a line in every build: react-router's "use client" markers (only
 * meaningful to server-component bundlers) and its probe for React 19's useOptimistic, which it falls back from.
 */
function isExpectedWarning(warning: Rolldown.RolldownLog): boolean {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return warning.message.includes('"use client"');
  return warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`');
}

// Brand-neutral: brandgen compiles this once and stamps every brand's index.html around the output.
// The source is React; it runs on preact/compat (see ui-kit/react-runtime.ts). Vite compiles the JSX itself
// (tsconfig "react-jsx"), so there is no React Fast Refresh: an edit reloads the page in `brandgen dev`.
export default defineConfig({
  base: '/m/',
  resolve: { alias: preactCompatAliases },
  css: { postcss: { plugins: [pxToRemPlugin()] } },
  build: {
    target: 'es2022',
    manifest: true,
    // hls.js (578 kB, loaded only by the players) is the one big chunk by design; anything bigger is news.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      input: 'src/main.tsx',
      onwarn(warning, warn) {
        if (!isExpectedWarning(warning)) warn(warning);
      },
    },
  },
});
