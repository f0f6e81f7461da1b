import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { parseSync } from 'vite';

/** An ESTree node, as far as the walk needs it. */
interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** The nodes directly under `node`, less the names that are not references (keys, member names). */
function childrenOf(node: Node): Node[] {
  const children: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (node.type === 'Property' && key === 'key' && !node.computed) continue;
    if (node.type === 'MemberExpression' && key === 'property' && !node.computed) continue;
    for (const item of Array.isArray(value) ? value : [value]) if (isNode(item)) children.push(item);
  }
  return children;
}

/** The specifiers of every `import()` under `node`, following names to the file's top-level constants. */
function importsUnder(node: Node, constants: Map<string, Node>, followed: Set<string>): string[] {
  if (node.type === 'ImportExpression') {
    const source = node.source as Node | undefined;
    return source?.type === 'Literal' && typeof source.value === 'string' ? [source.value] : [];
  }
  if (node.type === 'Identifier' && typeof node.name === 'string') {
    const init = constants.get(node.name);
    if (!init || followed.has(node.name)) return [];
    followed.add(node.name);
    return importsUnder(init, constants, followed);
  }
  return childrenOf(node).flatMap((child) => importsUnder(child, constants, followed));
}

/** A module's top-level statements, an export's declaration in place of the export. */
function topLevel(file: string, code: string): Node[] {
  const { program, errors } = parseSync(file, code);
  if (errors.length) throw new Error(`${file}: ${errors[0]?.message}`);
  return (program.body as unknown as Node[]).map((statement) =>
    statement.type === 'ExportNamedDeclaration' && isNode(statement.declaration) ? statement.declaration : statement,
  );
}

/** The file a relative specifier names, as the app's bundler resolves it (an extension may be left out). */
function resolveModule(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  const found = [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
}

const fromApp = (appDir: string, file: string) => relative(appDir, file).split(sep).join('/');

/**
 * The page modules each route opens, by route name, read from the app's page table (`tableSource`, the module
 * joining the features' tables: src/routes/pages.ts) and the features' tables it imports: each entry's loader and
 * the loaders it names (a shared `const detail = async () => import(...)`) are searched for `import()`. The
 * build preloads these pages' chunks on a deep link (issue #31); a route whose loader imports nothing is missing
 * here and simply not preloaded.
 */
export async function pageSourcesByRoute(appDir: string, tableSource: string): Promise<Record<string, string[]>> {
  const tableFile = join(appDir, tableSource);
  const featureTables = topLevel(tableFile, await readFile(tableFile, 'utf8'))
    .filter((statement) => statement.type === 'ImportDeclaration' && !statement.importKind?.toString().includes('type'))
    .map((statement) => (statement.source as Node).value)
    .filter((specifier): specifier is string => typeof specifier === 'string' && specifier.startsWith('.'))
    .map((specifier) => resolveModule(tableFile, specifier));
  const pages: Record<string, string[]> = {};
  for (const file of featureTables) {
    const statements = topLevel(file, await readFile(file, 'utf8'));
    const constants = new Map<string, Node>();
    for (const statement of statements) {
      if (statement.type !== 'VariableDeclaration') continue;
      for (const declarator of statement.declarations as Node[]) {
        const id = declarator.id as Node;
        if (id.type === 'Identifier' && isNode(declarator.init)) constants.set(id.name as string, declarator.init);
      }
    }
    for (const init of constants.values()) {
      if (init.type !== 'ObjectExpression') continue;
      for (const property of init.properties as Node[]) {
        const key = property.key as Node | undefined;
        if (property.type !== 'Property' || key?.type !== 'Identifier' || !isNode(property.value)) continue;
        const specifiers = importsUnder(property.value, constants, new Set());
        const modules = [...new Set(specifiers.map((specifier) => fromApp(appDir, resolveModule(file, specifier))))];
        if (modules.length) pages[key.name as string] = modules;
      }
    }
  }
  return pages;
}
