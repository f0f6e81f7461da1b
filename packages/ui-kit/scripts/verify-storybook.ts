// Checks the static Storybook after `storybook build`: a story for every component folder, and component CSS
// in rem (the shared px -> rem plugin ran). Run by the package's `test` script; exits 1 with the reasons.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const STATIC = join(ROOT, 'storybook-static');
const NOT_COMPONENTS = new Set(['UiKitProvider']);

interface IndexEntry {
  type: string;
  importPath: string;
}

function fail(problems: string[]): never {
  for (const problem of problems) console.error(`storybook check: ${problem}`);
  process.exit(1);
}

if (!existsSync(join(STATIC, 'index.json'))) fail([`${STATIC}/index.json missing: run npm run storybook:build first`]);

const index = JSON.parse(readFileSync(join(STATIC, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const components = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name) && !NOT_COMPONENTS.has(entry.name))
  .map((entry) => entry.name);
const problems: string[] = [];
for (const component of components) {
  if (!stories.some((story) => story.importPath.startsWith(`./src/${component}/`))) {
    problems.push(`no story for src/${component}`);
  }
}

const assets = join(STATIC, 'assets');
const componentCss = readdirSync(assets)
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, css: readFileSync(join(assets, file), 'utf8') }))
  .filter(({ css }) => css.includes('.uk-'));
if (componentCss.length === 0) problems.push('no component CSS (.uk-*) found in the build');
for (const { file, css } of componentCss) {
  for (const match of css.matchAll(/(\d*\.?\d+)px/g)) {
    if (Number(match[1]) >= 2) problems.push(`${file}: "${match[0]}" is not in rem`);
  }
}
if (!componentCss.some(({ css }) => /\d*\.?\d+rem/.test(css))) problems.push('component CSS has no rem values');

if (problems.length > 0) fail(problems);
console.log(
  `storybook check: ${stories.length} stories cover all ${components.length} components; ` +
    `${componentCss.length} component stylesheets in rem`,
);
