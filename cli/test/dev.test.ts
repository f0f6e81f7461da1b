import { afterAll, describe, expect, it } from 'vitest';
import { startBrandgen } from './brandgen-process.ts';

type Server = ReturnType<typeof startBrandgen>;

/** `brandgen dev` on each runtime: the page's modules resolve React's imports to what the runtime ships. */
describe.each([
  { runtime: 'react', reactDom: true, fastRefresh: true },
  { runtime: 'preact', reactDom: false, fastRefresh: false },
])('brandgen dev --runtime $runtime', ({ runtime, reactDom, fastRefresh }) => {
  let server: Server | undefined;
  afterAll(() => server?.stop());

  it(`serves the brand page on ${runtime}, ${fastRefresh ? 'with' : 'without'} Fast Refresh`, async () => {
    server = startBrandgen(['dev', 'pq8', '--runtime', runtime, '--no-sandbox', '--port', '0'], /pq8: http\S+ \(\w+;/);
    const output = await server.started;
    expect(output).toContain(`(${runtime}; reloads`);
    const url = output.match(/http:\/\/127\.0\.0\.1:\d+\/m\//)?.[0] as string;
    const page = await fetch(url, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('id="brand-config"');
    // The entry imports the app module (boot.tsx), which renders with react-dom.
    const boot = await (await fetch(`${url}src/boot.tsx`)).text();
    const client = boot.match(/"(\/m\/node_modules\/[^"]+\/react-dom_client\.js[^"]*)"/)?.[1] ?? '';
    const clientCode = await (await fetch(new URL(client, url))).text();
    // react-dom's development build names itself in its DevTools hook; preact/compat has no such line.
    expect(clientCode.includes('rendererPackageName: "react-dom"'), client).toBe(reactDom);
    const scorePage = await (await fetch(`${url}src/features/score/ScorePage.tsx`)).text();
    // An edit swaps a module in place only under React's Fast Refresh; on preact it reloads the page.
    expect(scorePage.includes('import.meta.hot.accept')).toBe(fastRefresh);
  }, 120_000);
});
