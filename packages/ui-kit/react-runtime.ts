import type { Alias } from 'vite';

/**
 * Resolves React imports to preact/compat: the app's optional light runtime (`brandgen build --runtime preact`,
 * about 50 KB gzip less first-load JS than React 19's react-dom), and ui-kit tests run on it as well as on React,
 * so every component is proven on both. Exact matches only, so react-router and friends stay untouched.
 */
export const preactCompatAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
