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

const LINE_COMMENT = /^[ \t]*\/\/.*\n/gm;

/**
 * A template's scripts as shipped: without their full-line `//` comments, which are for this repository's readers
 * (in index.html they were ~0.8 KB of its brotli, which must stay within TCP's first window: issue #31). In a .js
 * template everywhere, in a page only inside its <script> elements.
 */
export function withoutScriptComments(source: string, name: string): string {
  if (/\.js\.hbs$/.test(name)) return source.replace(LINE_COMMENT, '');
  return source.replace(/(<script>)([\s\S]*?)(<\/script>)/g, (_, open: string, body: string, close: string) =>
    [open, body.replace(LINE_COMMENT, ''), close].join(''),
  );
}

const cache = new Map<string, Promise<Template>>();

/** Compiles a template of templates/ once per process; strict so a missing value fails the brand loudly. */
export function loadTemplate(name: string, dir = TEMPLATES_DIR): Promise<Template> {
  const file = join(dir, name);
  let template = cache.get(file);
  if (!template) {
    template = readFile(file, 'utf8').then((source) => {
      const compiled = hbs.compile(withoutScriptComments(source, name), { strict: true });
      return (data: Record<string, unknown>) => compiled(data);
    });
    cache.set(file, template);
  }
  return template;
}
