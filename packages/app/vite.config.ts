import { pxToRemPlugin } from '@live/ui-kit/postcss';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/**
 * Not worth a line in every build: react-router's "use client" markers (only meaningful to server-component
 * bundlers) and, on `--runtime preact`, its probe for React 19's useOptimistic, which it falls back from.
 */
function isExpectedWarning(warning: Rolldown.RolldownLog): boolean {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return warning.message.includes('"use client"');
  return warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`');
}

/**
 * axios's XHR adapter is left out of the bundle (about 1.2 KB gzip of every first load): the client uses the fetch
 * adapter (api/core/http.ts), which every browser the app supports has. axios skips an adapter that is false.
 */
function withoutAxiosXhr(): Plugin {
  return {
    name: 'without-axios-xhr',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './xhr.js' && importer?.includes('/axios/lib/adapters/')) return '\0axios-xhr-left-out';
      return null;
    },
    load(id) {
      return id === '\0axios-xhr-left-out' ? 'export default false;' : null;
    },
  };
}

// Brand-neutral: brandgen compiles this once and stamps every brand's index.html around the output.
// The app runs on React 19 and react-dom (docs/ARCHITECTURE.md "Runtime"); the React plugin gives `brandgen dev`
// Fast Refresh. `brandgen build --runtime preact` compiles with vite.preact.config.ts instead.
export default defineConfig({
  base: '/m/',
  plugins: [react(), withoutAxiosXhr()],
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
