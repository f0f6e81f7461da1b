import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brandCssText, validateBrand } from '@live/brand-schema';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:ui-kit-brands';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** What Storybook's brand toolbar needs of one brand; defined by the descriptors, nothing else. */
export interface StoryBrand {
  id: string;
  siteName: string;
  language: string;
  primary: string;
  css: string;
  images: { defaultAvatar: string; siteAvatar: string; placeholder: string };
}

function dataUrl(file: string): string {
  const mime = extname(file) === '.svg' ? 'image/svg+xml' : `image/${extname(file).slice(1)}`;
  return `data:${mime};base64,${readFileSync(file).toString('base64')}`;
}

/** Reads every brands/<id>/brand.json, validates it with the one schema and turns it into tokens. */
export function loadStoryBrands(brandsDir: string): StoryBrand[] {
  const ids = readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'brand.json')))
    .map((entry) => entry.name)
    .sort();
  return ids.map((id) => {
    const file = join(brandsDir, id, 'brand.json');
    const result = validateBrand(JSON.parse(readFileSync(file, 'utf8')));
    if (!result.ok) {
      const problems = result.problems.map((p) => `${p.path}: ${p.message}`).join('; ');
      throw new Error(`Storybook brands: ${file} is not a valid brand descriptor: ${problems}`);
    }
    const { brand } = result;
    const image = (path: string) => dataUrl(join(brandsDir, id, path));
    return {
      id: brand.id,
      siteName: brand.siteName,
      language: brand.language,
      primary: brand.theme.primary,
      css: brandCssText(brand.theme),
      images: {
        defaultAvatar: image(brand.images.defaultAvatar),
        siteAvatar: image(brand.images.siteAvatar),
        placeholder: image(brand.images.placeholder),
      },
    };
  });
}

/** `import { brands } from 'virtual:ui-kit-brands'`: the brand descriptors, read at build time. */
export function brandsPlugin(brandsDir: string): Plugin {
  return {
    name: 'ui-kit-brands',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const brands = loadStoryBrands(brandsDir);
      for (const brand of brands) this.addWatchFile(join(brandsDir, brand.id, 'brand.json'));
      return `export const brands = ${JSON.stringify(brands)};`;
    },
  };
}
