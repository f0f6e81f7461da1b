import { lstat, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brandSchema, type BrandDescriptorInput, contrastRatio, LANGUAGES, TITLED_ROUTES } from '@live/brand-schema';
import { type LoadedBrand, loadBrand } from '../brand/load.ts';
import { loadTemplate } from '../build/templates.ts';
import { displayPath, TEMPLATES_DIR } from '../paths.ts';
import { colour } from '../output.ts';
import { printProblems } from './validate.ts';

export interface NewOptions {
  brandsDir: string;
  id: string;
  from?: string;
  name?: string;
  language?: string;
  colour?: string;
}

const PAGE_NAMES: Record<(typeof LANGUAGES)[number], Record<string, string>> = {
  'zh-CN': {
    default: '足球篮球直播',
    '/live': '直播',
    '/score': '比分',
    '/live/lives': '全部直播',
    '/c2c': '消息',
    '/user-center': '我的',
  },
  'pt-BR': {
    default: 'Futebol e basquete ao vivo',
    '/live': 'Ao vivo',
    '/score': 'Placar',
    '/live/lives': 'Todas as transmissões',
    '/c2c': 'Mensagens',
    '/user-center': 'Minha conta',
  },
};

function defaultPages(siteName: string, language: (typeof LANGUAGES)[number]) {
  const names = PAGE_NAMES[language];
  return Object.fromEntries(
    ['default', ...TITLED_ROUTES].map((route) => [
      route,
      { title: `${names[route]} - ${siteName}`, keywords: `${siteName},${names[route]}` },
    ]),
  );
}

/** Dark text or white, whichever has more contrast on the colour (WCAG 2.2 contrast ratio). */
function textOn(hex: string): string {
  return contrastRatio('#1f2329', hex) >= contrastRatio('#ffffff', hex) ? '#1f2329' : '#ffffff';
}

async function scaffoldFromTemplates(dir: string, options: NewOptions): Promise<void> {
  const language = (options.language ?? 'zh-CN') as (typeof LANGUAGES)[number];
  const siteName = options.name ?? options.id.toUpperCase();
  const primary = options.colour ?? '#319cfc';
  const data = {
    id: options.id,
    siteName,
    shortName: [...siteName].slice(0, 12).join(''),
    language,
    storeKey: `${options.id}_store`,
    primary,
    onPrimary: textOn(primary),
    initials: options.id.slice(0, 4).toUpperCase(),
    pages: defaultPages(siteName, language),
  };
  await mkdir(join(dir, 'images'), { recursive: true });
  await writeFile(join(dir, 'brand.json'), (await loadTemplate('brand/brand.json.hbs'))(data));
  for (const file of await readdir(join(TEMPLATES_DIR, 'brand/images'))) {
    const svg = (await loadTemplate(`brand/images/${file}`))(data);
    await writeFile(join(dir, 'images', file.replace(/\.hbs$/, '')), svg);
  }
}

/**
 * Copies exactly the source's descriptor and images, as loadBrand read and checked them: nothing else of its
 * folder (no links, no stray files) comes along.
 */
async function scaffoldFrom(dir: string, source: LoadedBrand, options: NewOptions): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [path, data] of source.images ?? []) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), data);
  }
  const descriptor = structuredClone(source.raw) as BrandDescriptorInput;
  descriptor.id = options.id;
  descriptor.storeKey = `${options.id}_store`;
  if (options.name) descriptor.siteName = options.name;
  if (options.language) descriptor.language = options.language as BrandDescriptorInput['language'];
  if (options.colour) {
    descriptor.theme.primary = options.colour;
    descriptor.theme.onPrimary = textOn(options.colour);
  }
  await writeFile(join(dir, 'brand.json'), `${JSON.stringify(descriptor, null, 2)}\n`);
}

export async function newCommand(options: NewOptions): Promise<number> {
  const idCheck = brandSchema.shape.id.safeParse(options.id);
  if (!idCheck.success) {
    process.stderr.write(`id: ${idCheck.error.issues[0]?.message}, got "${options.id}"\n`);
    return 1;
  }
  if (options.language && !(LANGUAGES as readonly string[]).includes(options.language)) {
    process.stderr.write(`--language: expected ${LANGUAGES.join(' or ')}, got "${options.language}"\n`);
    return 1;
  }
  if (options.colour && !/^#[0-9a-fA-F]{6}$/.test(options.colour)) {
    process.stderr.write(`--colour: expected a colour like #319cfc, got "${options.colour}"\n`);
    return 1;
  }
  const dir = join(options.brandsDir, options.id);
  if (await lstat(dir).catch(() => undefined)) {
    process.stderr.write(`${displayPath(dir)} already exists; pick another id or edit that brand.\n`);
    return 1;
  }
  if (options.from) {
    const source = await loadBrand(options.brandsDir, options.from);
    if (!source.brand) {
      process.stderr.write(`--from ${options.from}: that brand is missing or invalid.\n`);
      if (source.problems.length) printProblems(source);
      return 1;
    }
    await scaffoldFrom(dir, source, options);
  } else {
    await scaffoldFromTemplates(dir, options);
  }
  const created = await loadBrand(options.brandsDir, options.id);
  if (!created.brand) {
    printProblems(created);
    await rm(dir, { recursive: true, force: true });
    return 1;
  }
  process.stdout.write(
    `${colour.green('✓')} created ${displayPath(dir)}/ (brand.json and ${Object.keys(created.brand.images).length} images), valid\n` +
      `Next: edit ${displayPath(created.file)} (titles, domains, chat app id), replace the images, then\n` +
      `  npx brandgen build ${options.id} && npx brandgen preview ${options.id}\n`,
  );
  return 0;
}
