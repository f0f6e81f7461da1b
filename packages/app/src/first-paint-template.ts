/**
 * A first paint rendered once per kind of brand, not once per brand (issue #31 item 3: 1,000 brands in at most 3x
 * one brand's build): brands of one language and settings differ in display strings (name, store key, image URLs,
 * page titles), which a render only prints. Such a brand's page is rendered once with a placeholder for each of
 * those strings, and each brand gets that template with its strings put in, escaped as React escapes text and
 * attributes. Each template is checked against a full render before it is used, else that kind is always rendered.
 */
import type { BrandRuntimeConfig } from '@live/brand-schema';

type Render = (brand: BrandRuntimeConfig) => Promise<string>;

/** A string path in the brand config. */
type StringPath = readonly string[];

/** The config's display strings: rendered as text or attributes, never read by the render's logic. */
function displayStringPaths(brand: BrandRuntimeConfig): StringPath[] {
  return [
    ['id'],
    ['siteName'],
    ['storeKey'],
    ...Object.keys(brand.images).map((key) => ['images', key]),
    ...Object.entries(brand.pages).flatMap(([route, page]) =>
      Object.keys(page).map((field) => ['pages', route, field]),
    ),
  ];
}

const PLACEHOLDER_TEXT = 'FIRSTPAINTSTRING';
const PLACEHOLDER = new RegExp(`${PLACEHOLDER_TEXT}(\\d+)X`, 'g');
const placeholder = (index: number) => `${PLACEHOLDER_TEXT}${index}X`;

/**
 * A string that React prints as its escaped self wherever it goes: empty strings, outer spaces (a style value is
 * trimmed) and `javascript:` URLs (React replaces them) stay literal in the template's key instead.
 */
const substitutable = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.trim() === value && !/^javascript:/i.test(value);

const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** react-dom-server's escapeTextForBrowser: how a string prints as text or as an attribute's value. */
export function escapeLikeReact(text: string): string {
  return text.replace(/["&'<>]/g, (c) => ESCAPES[c] ?? c);
}

function get(object: unknown, path: StringPath): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], object);
}

function set(object: unknown, path: StringPath, value: string): void {
  const parent = get(object, path.slice(0, -1)) as Record<string, unknown>;
  parent[path[path.length - 1] as string] = value;
}

/** The brand with placeholders for its substitutable display strings, and those strings in placeholder order. */
function templateOf(brand: BrandRuntimeConfig): { brand: BrandRuntimeConfig; values: string[] } {
  const template = structuredClone(brand);
  const values: string[] = [];
  for (const path of displayStringPaths(brand)) {
    const value = get(brand, path);
    if (!substitutable(value)) continue;
    set(template, path, placeholder(values.length));
    values.push(value);
  }
  return { brand: template, values };
}

/** The template with each placeholder replaced, in one pass (a value that looks like a placeholder stays itself). */
export function fillTemplate(html: string, values: readonly string[]): string {
  const escaped = values.map(escapeLikeReact);
  return html.replace(PLACEHOLDER, (match, index: string) => escaped[Number(index)] ?? match);
}

/**
 * A kind's first sighting is rendered in full and kept; at its second, the template is rendered and must give the
 * first brand's page exactly, else the kind is always rendered in full (`null`). One brand's build renders once.
 */
type Entry = { first: { values: string[]; html: string } } | { template: string | null };

/** More kinds than this (brands with their own settings each) are rendered in full: the templates would not pay. */
const MAX_KINDS = 256;

const kinds = new Map<string, Promise<Entry>>();

/** How many kinds of page have a checked template (the rest render each brand in full). */
export async function templatesInUse(): Promise<number> {
  const entries = await Promise.all(kinds.values());
  return entries.filter((entry) => 'template' in entry && entry.template !== null).length;
}

/** `render(brand)`, from the template of the brand's kind when there is one (see the module's comment). */
export async function renderByTemplate(brand: BrandRuntimeConfig, page: string, render: Render): Promise<string> {
  if (JSON.stringify(brand).includes(PLACEHOLDER_TEXT)) return render(brand);
  const template = templateOf(brand);
  const key = `${page}\n${JSON.stringify(template.brand)}`;
  const known = kinds.get(key);
  if (!known) {
    if (kinds.size >= MAX_KINDS) return render(brand);
    const html = render(brand);
    const entry = html.then((first): Entry => ({ first: { values: template.values, html: first } }));
    // A failed render is this brand's failure, not its kind's.
    entry.catch(() => kinds.delete(key));
    kinds.set(key, entry);
    return html;
  }
  const entry = await known;
  if ('first' in entry && kinds.get(key) === known) {
    const { first } = entry;
    kinds.set(
      key,
      render(template.brand).then(
        (html): Entry => ({ template: fillTemplate(html, first.values) === first.html ? html : null }),
        (): Entry => ({ template: null }),
      ),
    );
  }
  const checked = 'template' in entry ? entry : await (kinds.get(key) as Promise<Entry>);
  const html = 'template' in checked ? checked.template : null;
  return html === null ? render(brand) : fillTemplate(html, template.values);
}
