import { z } from 'zod';
import { brandSchema } from './schema.ts';

/** The JSON Schema that brand.json files reference, so editors complete and check while an operator types. */
export function brandJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(brandSchema, { io: 'input', unrepresentable: 'any' });
  return {
    ...schema,
    $id: 'brand.schema.json',
    title: 'Brand descriptor',
    description: 'One brand site of the white-label app. Validated by `brandgen validate`.',
  };
}
