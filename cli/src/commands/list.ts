import { listBrandIds, loadBrand } from '../brand/load.ts';
import { colour, printable, table } from '../output.ts';

/** A field of an invalid descriptor, as much as fits a table cell. */
function field(raw: unknown, ...path: string[]): string {
  let value: unknown = raw;
  for (const key of path)
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  if (typeof value !== 'string') return '?';
  return printable(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

export async function listCommand(brandsDir: string): Promise<number> {
  const ids = await listBrandIds(brandsDir);
  if (ids.length === 0) {
    process.stdout.write(`No brands in ${brandsDir}. Create one with: brandgen new <id>\n`);
    return 0;
  }
  const loaded = ids.map((id) => loadBrand(brandsDir, id));
  const rows = loaded.map(({ id, brand, raw, problems }) =>
    brand
      ? [id, brand.siteName, brand.language, brand.theme.primary, brand.rootRoute]
      : [
          `${printable(id)} ${colour.red(`(${problems.length} problems: brandgen validate ${printable(id)})`)}`,
          field(raw, 'siteName'),
          field(raw, 'language'),
          field(raw, 'theme', 'primary'),
          field(raw, 'rootRoute'),
        ],
  );
  process.stdout.write(`${table(['id', 'name', 'language', 'colour', 'root route'], rows)}\n`);
  process.stdout.write(`${ids.length} brands\n`);
  return 0;
}
