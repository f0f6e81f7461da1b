// Bundles a tiny app that imports only Button from the package index and checks that no other component's JS
// or CSS came along (package.json marks only *.css as having side effects). Run by the `test` script.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { pxToRemPlugin } from '../postcss.ts';

const INDEX = join(import.meta.dirname, '../src/index.ts');
const NOT_IMPORTED = ['uk-tabs', 'uk-swiper', 'uk-score-card', 'uk-toast', 'uk-virtual-list', 'uk-date-strip'];

const dir = mkdtempSync(join(tmpdir(), 'ui-kit-shake-'));
try {
  const entry = join(dir, 'entry.ts');
  writeFileSync(entry, `import { Button } from ${JSON.stringify(INDEX)};\nconsole.log(Button);\n`);
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    css: { postcss: { plugins: [pxToRemPlugin()] } },
    build: { write: false, lib: { entry, formats: ['es'] }, rollupOptions: { external: [/^react/] } },
  })) as Rollup.RollupOutput[];
  const output = result[0]?.output ?? [];
  const js = output.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
  const css = output
    .flatMap((file) => (file.type === 'asset' && file.fileName.endsWith('.css') ? [String(file.source)] : []))
    .join('\n');
  const problems = [
    ...(css.includes('.uk-button') ? [] : ['Button CSS missing from the bundle']),
    ...NOT_IMPORTED.filter((name) => js.includes(name) || css.includes(name)).map(
      (name) => `${name} was bundled although not imported`,
    ),
  ];
  if (problems.length > 0) {
    for (const problem of problems) console.error(`tree-shaking check: ${problem}`);
    process.exitCode = 1;
  } else {
    console.log(
      `tree-shaking check: importing Button alone bundles ${js.length} B of JS and ${css.length} B of CSS, no other component`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
