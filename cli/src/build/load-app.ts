// Apart from compile.ts, which loads Vite: a stamping thread (stamp-thread.ts) loads the compiled app with this
// and nothing of Vite.
import { pathToFileURL } from 'node:url';
import type { FirstPaintModule } from '../../../packages/app/src/build-contract.ts';
import type { CompiledApp, CompiledAppData } from './compile.ts';

/**
 * Runs `work` with NODE_ENV production: Vite takes production from it (React's production build, the JSX runtime,
 * import.meta.env.PROD; a shell or test runner that set it otherwise would ship development code), and React
 * picks its build when first loaded (the development one renders the first paints several times slower).
 */
export async function inProduction<T>(work: () => Promise<T>): Promise<T> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await work();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** The compiled app with its first-paint functions, imported from its firstPaintFile. */
export async function loadCompiledApp(data: CompiledAppData): Promise<CompiledApp> {
  const module = await inProduction(() => import(pathToFileURL(data.firstPaintFile).href) as Promise<FirstPaintModule>);
  const { renderFirstPaint, dateStripScript, earlyCallScript, landingScript, renderShells, landingFunction } = module;
  return { ...data, renderFirstPaint, dateStripScript, earlyCallScript, landingScript, renderShells, landingFunction };
}
