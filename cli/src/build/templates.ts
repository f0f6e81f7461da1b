import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { TEMPLATES_DIR } from '../paths.ts';

const hbs = Handlebars.create();

/** JSON safe inside <script> and HTML: no `</script>`, no comment openers, no JS line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

hbs.registerHelper('json', (value: unknown) => new hbs.SafeString(scriptSafeJson(value)));

export type Template = (data: Record<string, unknown>) => string;

const cache = new Map<string, Promise<Template>>();

/** Compiles a template of templates/ once per process; strict so a missing value fails the brand loudly. */
export function loadTemplate(name: string, dir = TEMPLATES_DIR): Promise<Template> {
  const file = join(dir, name);
  let template = cache.get(file);
  if (!template) {
    template = readFile(file, 'utf8').then((source) => {
      const compiled = hbs.compile(source, { strict: true });
      return (data: Record<string, unknown>) => compiled(data);
    });
    cache.set(file, template);
  }
  return template;
}
