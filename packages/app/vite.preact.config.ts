import { preactCompatAliases } from '@live/ui-kit/react-runtime';
import { defineConfig, mergeConfig } from 'vite';
import appConfig from './vite.config.ts';

// `brandgen build --runtime preact`: the same app with React's imports resolved to preact/compat (about 50 KB
// gzip less first-load JS, without React's newest APIs and devtools; see docs/ARCHITECTURE.md "Runtime").
export default mergeConfig(appConfig, defineConfig({ resolve: { alias: preactCompatAliases } }));
