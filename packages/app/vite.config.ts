import { pxToRemPlugin } from '@live/ui-kit/postcss';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { type Alias, defineConfig, type Rolldown } from 'vite';
import { withoutUnusedAxios } from './build/axios-left-out.ts';
import { firstLoadChunks } from './build/first-load-chunks.ts';
import { reactRouterTreeShaking } from './build/react-router-tree-shaking.ts';

/**
 * Not worth a line in every build: react-router's "use client" markers (only meaningful to server-component
 * bundlers) and, on `--runtime preact`, its probe for React 19's useOptimistic, which it falls back from.
 */
function isExpectedWarning(warning: Rolldown.RolldownLog): boolean {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return warning.message.includes('"use client"');
  return warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`');
}

/**
 * react-router publishes a production build without its development warnings but names it in no export
 * condition, so bundlers pick the development one: the production build resolves it by path.
 */
function reactRouterProduction(): Alias[] {
  const production = (specifier: string) =>
    fileURLToPath(import.meta.resolve(specifier)).replace(/\/dist\/development\//, '/dist/production/');
  return [
    { find: /^react-router$/, replacement: production('react-router') },
    { find: /^react-router\/dom$/, replacement: production('react-router/dom') },
  ];
}

// Brand-neutral: brandgen compiles this once and stamps every brand's index.html around the output.
// The app runs on React 19 and react-dom (docs/app.md "Runtime"); the React plugin gives `brandgen dev`
// Fast Refresh. `brandgen build --runtime preact` compiles with vite.preact.config.ts instead.
export default defineConfig(({ command }) => ({
  base: '/m/',
  resolve: { alias: command === 'build' ? reactRouterProduction() : [] },
  plugins: [react(), withoutUnusedAxios(), reactRouterTreeShaking()],
  css: { postcss: { plugins: [pxToRemPlugin()] } },
  build: {
    target: 'es2022',
    manifest: true,
    // hls.js (578 kB, loaded only by the players) is the one big chunk by design; anything bigger is news.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      input: 'src/main.tsx',
      output: { codeSplitting: firstLoadChunks(fileURLToPath(new URL('src/main.tsx', import.meta.url))) },
      onwarn(warning, warn) {
        if (!isExpectedWarning(warning)) warn(warning);
      },
    },
  },
}));
