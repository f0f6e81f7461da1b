import { preactCompatAliases } from '@live/ui-kit/react-runtime';
import { defineConfig, mergeConfig, type PluginOption } from 'vite';
import appConfig from './vite.config.ts';

/**
 * Fast Refresh patches React's reconciler, which preact/compat does not have: with its wrapper, `brandgen dev
 * --runtime preact` would swap an edited component's module and leave the page showing the old one. Without it an
 * edit reloads the page.
 */
function withoutFastRefresh(plugins: PluginOption[]): PluginOption[] {
  return plugins
    .flat()
    .filter((plugin) => !(plugin && 'name' in plugin && plugin.name === 'vite:react:refresh-wrapper'));
}

// `brandgen build --runtime preact` and `brandgen dev --runtime preact`: the same app with React's imports resolved
// to preact/compat (about 50 KB gzip less first-load JS, without React's newest APIs and devtools; see
// docs/app.md "Runtime").
export default defineConfig((env) => {
  const config = appConfig(env);
  return mergeConfig(
    { ...config, plugins: withoutFastRefresh(config.plugins ?? []) },
    // Its own pre-bundled dependencies: `brandgen dev` on either runtime never serves the other's React.
    { resolve: { alias: preactCompatAliases }, cacheDir: 'node_modules/.vite-preact' },
  );
});
