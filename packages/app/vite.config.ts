import { pxToRemPlugin } from '@live/ui-kit/postcss';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { type Alias, defineConfig, type Plugin, type Rolldown } from 'vite';

/**
 * Not worth a line in every build: react-router's "use client" markers (only meaningful to server-component
 * bundlers) and, on `--runtime preact`, its probe for React 19's useOptimistic, which it falls back from.
 */
function isExpectedWarning(warning: Rolldown.RolldownLog): boolean {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return warning.message.includes('"use client"');
  return warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`');
}

/**
 * Parts of axios the app never uses, left out of every first load (about 2.5 KB gzip together), each by the module
 * an axios file imports it as and what stands in for it:
 * - the XHR adapter: the client uses the fetch adapter (api/core/http.ts), which every supported browser has;
 *   axios skips an adapter that is false;
 * - the HTTP status name table (`axios.HttpStatusCode`), which no code here reads;
 * - FormData and data: URL bodies: the app sends JSON and Blobs to http(s) addresses only, so reaching one of
 *   these throws instead of sending something half-built.
 */
const AXIOS_LEFT_OUT: Record<string, string> = {
  'adapters/xhr.js': 'export default false;',
  'helpers/HttpStatusCode.js': 'export default {};',
  'core/createMultipartBody.js':
    "export default function () { throw new Error('FormData bodies are left out of the app build'); }",
  'helpers/estimateDataURLDecodedBytes.js':
    "export default function () { throw new Error('data: URLs are left out of the app build'); }",
};

function withoutUnusedAxios(): Plugin {
  const prefix = '\0axios-left-out:';
  return {
    name: 'without-unused-axios',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer?.includes('/axios/lib/')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const part = Object.keys(AXIOS_LEFT_OUT).find((file) => resolved?.id.endsWith(`/axios/lib/${file}`));
      return part ? `${prefix}${part}` : null;
    },
    load(id) {
      return id.startsWith(prefix) ? AXIOS_LEFT_OUT[id.slice(prefix.length)] : null;
    },
  };
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
// The app runs on React 19 and react-dom (docs/ARCHITECTURE.md "Runtime"); the React plugin gives `brandgen dev`
// Fast Refresh. `brandgen build --runtime preact` compiles with vite.preact.config.ts instead.
export default defineConfig(({ command }) => ({
  base: '/m/',
  resolve: { alias: command === 'build' ? reactRouterProduction() : [] },
  plugins: [react(), withoutUnusedAxios()],
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
}));
