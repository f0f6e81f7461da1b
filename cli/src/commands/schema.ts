import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brandJsonSchema } from '@live/brand-schema';
import { displayPath, JSON_SCHEMA_FILE } from '../paths.ts';

export function jsonSchemaText(): string {
  return `${JSON.stringify(brandJsonSchema(), null, 2)}\n`;
}

/** Writes brands/brand.schema.json from the zod schema (the one source), or with --check only compares. */
export async function schemaCommand(brandsDir: string, check: boolean): Promise<number> {
  const file = join(brandsDir, JSON_SCHEMA_FILE);
  const text = jsonSchemaText();
  const current = existsSync(file) ? await readFile(file, 'utf8') : '';
  if (check) {
    if (current === text) return 0;
    process.stderr.write(`${displayPath(file)} is out of date with the schema: run npx brandgen schema\n`);
    return 1;
  }
  // Written beside and renamed over: a brand.schema.json that is a link is replaced, its target never written.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
  process.stdout.write(`wrote ${displayPath(file)}\n`);
  return 0;
}
