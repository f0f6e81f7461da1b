import type { z } from 'zod';
import { type BrandDescriptor, brandSchema } from './schema.ts';

/** One thing wrong with a descriptor: where (a field path such as `theme.light.text`) and what was expected. */
export interface Problem {
  path: string;
  message: string;
}

export type ValidationResult = { ok: true; brand: BrandDescriptor } | { ok: false; problems: Problem[] };

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `['pages', '/live', 'title']` -> `pages["/live"].title`; `[]` -> `(root)`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (IDENTIFIER.test(String(key))) out += out ? `.${String(key)}` : String(key);
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out || '(root)';
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

function toProblems(issue: z.core.$ZodIssue): Problem[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      path: formatPath([...issue.path, key]),
      message: 'unknown field: not part of a brand descriptor (check its spelling against brand.schema.json)',
    }));
  }
  const input = (issue as { input?: unknown }).input;
  if (issue.code === 'invalid_type' && input === undefined) {
    return [{ path: formatPath(issue.path), message: `missing: ${issue.message}` }];
  }
  const got = input === undefined ? '' : `, got ${describe(input)}`;
  return [{ path: formatPath(issue.path), message: `${issue.message}${got}` }];
}

/** Checks a parsed brand.json against the schema and returns every problem at once. */
export function validateBrand(raw: unknown): ValidationResult {
  const result = brandSchema.safeParse(raw, { reportInput: true });
  if (result.success) return { ok: true, brand: result.data };
  return { ok: false, problems: result.error.issues.flatMap(toProblems) };
}
