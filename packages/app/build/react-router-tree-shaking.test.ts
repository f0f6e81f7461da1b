import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactRouterTreeShaking } from './react-router-tree-shaking.ts';

const ENTRY = '\0entry.js';

/** Bundles `code` as the only entry, react-router resolved to its production build as the app does. */
async function bundle(code: string, plugins: Plugin[]): Promise<string> {
  const routerProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
    /\/dist\/development\//,
    '/dist/production/',
  );
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === ENTRY ? id : null),
    load: (id) => (id === ENTRY ? code : null),
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: [{ find: /^react-router$/, replacement: routerProduction }] },
    plugins: [entry, ...plugins],
    build: {
      write: false,
      minify: false,
      rollupOptions: { input: ENTRY, external: ['react', 'react-dom'] },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
}

describe('react-router tree-shaking (build/react-router-tree-shaking.ts)', () => {
  const app = "import { Link } from 'react-router'; console.log(Link);";

  it('drops the components the app never renders and keeps the names of those it does', async () => {
    const trimmed = await bundle(app, [reactRouterTreeShaking()]);
    expect(trimmed).toContain('displayName: "Link"');
    expect(trimmed).not.toContain('NavLinkWithRef');
    expect(trimmed).not.toContain('displayName: "Form"');
    expect(trimmed).not.toContain('application/x-www-form-urlencoded');
  }, 30_000);

  it('without it, the same app ships NavLink and Form', async () => {
    const untouched = await bundle(app, []);
    expect(untouched).toContain('NavLinkWithRef');
    expect(untouched).toContain('Form.displayName');
  }, 30_000);

  it('a used NavLink stays, with its display name', async () => {
    const withNavLink = await bundle("import { NavLink } from 'react-router'; console.log(NavLink);", [
      reactRouterTreeShaking(),
    ]);
    expect(withNavLink).toContain('NavLinkWithRef');
    expect(withNavLink).toContain('displayName: "NavLink"');
  }, 30_000);

  // Issue #31: Link's prefetching works only in framework mode; declarative mode never runs it.
  it("drops Link's prefetching, which needs framework mode's context", async () => {
    const trimmed = await bundle(app, [reactRouterTreeShaking()]);
    expect(trimmed).not.toContain('function PrefetchPageLinks');
    expect(trimmed).not.toContain('function usePrefetchBehavior');
    const untouched = await bundle(app, []);
    expect(untouched).toContain('function PrefetchPageLinks');
  }, 30_000);

  // Issue #31: the RSC error handler only works inside react-router's RSC router, which the app never renders.
  it("drops the route error boundary's RSC branches", async () => {
    const routes = "import { useRoutes } from 'react-router'; console.log(useRoutes);";
    const trimmed = await bundle(routes, [reactRouterTreeShaking()]);
    expect(trimmed).toContain('RenderErrorBoundary');
    expect(trimmed).not.toContain('function RSCErrorHandler');
    const untouched = await bundle(routes, []);
    expect(untouched).toContain('function RSCErrorHandler');
  }, 30_000);
});
