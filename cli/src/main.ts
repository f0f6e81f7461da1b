import { resolve } from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import { parseAssetsBase } from './build/assets-base.ts';
import { fail } from './output.ts';
import { DEFAULT_BRANDS_DIR, DEFAULT_OUT_DIR } from './paths.ts';

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('expected a port number 0-65535');
  return n;
}

function assetsBase(value: string): string {
  try {
    return parseAssetsBase(value);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

/** `build` and `dev` take the same runtime, so a brand is developed on what it will ship with. */
function runtimeOption(): Option {
  return new Option('--runtime <runtime>', "what the app's React code runs on: React 19, or preact/compat (lighter)")
    .choices(['react', 'preact'])
    .default('react');
}

const program = new Command()
  .name('brandgen')
  .description('Builds the one app into every brand site: validate descriptors, scaffold brands, build, preview.')
  .option('--brands <dir>', 'folder of brand descriptors', DEFAULT_BRANDS_DIR)
  .showHelpAfterError()
  .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 1));

const brandsDir = () => resolve(program.opts<{ brands: string }>().brands);

/**
 * Commands load their modules on use, so `list` and `validate` never pay for loading Vite. Whatever a command
 * did not foresee ends as one line and exit 1, not a stack trace.
 */
async function run(command: Promise<number>): Promise<void> {
  try {
    process.exit(await command);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

program
  .command('list')
  .description('a table of brands: id, name, language, colour, root route')
  .action(async () => run((await import('./commands/list.ts')).listCommand(brandsDir())));

program
  .command('validate')
  .description(
    "check descriptors; prints every problem with its field path, and each colour pair's contrast (WCAG AA) per brand",
  )
  .argument('[ids...]', 'brand ids')
  .option('--all', 'every brand in the brands folder')
  .action(async (ids: string[], opts: { all?: boolean }) =>
    run((await import('./commands/validate.ts')).validateCommand(brandsDir(), ids, Boolean(opts.all))),
  );

program
  .command('new')
  .description(
    'scaffold a brand folder (descriptor and images) from templates/ or from another brand, then validate it',
  )
  .argument('<id>', 'the new brand id (lower-case letters and digits)')
  .option('--from <id>', 'copy an existing brand instead of the templates')
  .option('--name <siteName>', 'the site name')
  .option('--language <lang>', 'zh-CN or pt-BR')
  .option('--colour <hex>', 'the primary colour, like #319cfc')
  .action(async (id: string, opts: { from?: string; name?: string; language?: string; colour?: string }) =>
    run((await import('./commands/new.ts')).newCommand({ brandsDir: brandsDir(), id, ...opts })),
  );

program
  .command('build')
  .description('compile the app once, then stamp each brand into <out>/<id>/ (atomically)')
  .argument('[ids...]', 'brand ids')
  .option('--all', 'every brand in the brands folder')
  .option('--out <dir>', 'output folder', DEFAULT_OUT_DIR)
  .addOption(
    new Option('--env <env>', 'API hosts and chat app id to stamp')
      .choices(['sandbox', 'production'])
      .default('sandbox'),
  )
  .addOption(runtimeOption())
  .option(
    '--assets-base <url>',
    'the compiled app once into <out>/_assets/ for every brand, requested from this URL (https://cdn/x/ or /_assets/)',
    assetsBase,
  )
  .action(
    async (
      ids: string[],
      opts: {
        all?: boolean;
        out: string;
        env: 'sandbox' | 'production';
        runtime: 'react' | 'preact';
        assetsBase?: string;
      },
    ) =>
      run(
        (await import('./commands/build.ts')).buildCommand({
          brandsDir: brandsDir(),
          ids,
          all: Boolean(opts.all),
          outDir: resolve(opts.out),
          env: opts.env,
          runtime: opts.runtime,
          assetsBase: opts.assetsBase,
        }),
      ),
  );

program
  .command('dev')
  .description('the app for one brand, reloading on every edit')
  .argument('<id>', 'brand id')
  .option('--port <port>', 'port', port, 5173)
  .option('--no-sandbox', 'without the local sandbox API')
  .addOption(runtimeOption())
  .action(async (id: string, opts: { port: number; sandbox: boolean; runtime: 'react' | 'preact' }) =>
    run((await import('./commands/dev.ts')).devCommand({ brandsDir: brandsDir(), id, ...opts })),
  );

program
  .command('preview')
  .description('serve built brands, each on its own URL (printed at start)')
  .argument('[ids...]', 'brand ids (default: every built brand)')
  .option('--all', 'every built brand')
  .option('--out <dir>', 'folder of built brands', DEFAULT_OUT_DIR)
  .option('--port <port>', 'port of the first brand; the next ones count up (0: any free ports)', port, 4301)
  .option('--no-sandbox', 'serve the static sites only, without the local sandbox API')
  .option('--sandbox-db <file>', 'SQLite file of the sandbox (default packages/sandbox/.data/sandbox.db)')
  .option('--reset', 'delete and reseed the sandbox database first')
  .action(
    async (
      ids: string[],
      opts: { all?: boolean; out: string; port: number; sandbox: boolean; sandboxDb?: string; reset?: boolean },
    ) =>
      run(
        (await import('./commands/preview.ts')).previewCommand({
          outDir: resolve(opts.out),
          ids,
          all: Boolean(opts.all),
          port: opts.port,
          sandbox: opts.sandbox,
          sandboxDb: opts.sandboxDb && resolve(opts.sandboxDb),
          reset: Boolean(opts.reset),
        }),
      ),
  );

program
  .command('schema')
  .description('write brands/brand.schema.json (editors validate brand.json with it) from the one schema')
  .option('--check', 'only check that the file is up to date')
  .action(async (opts: { check?: boolean }) =>
    run((await import('./commands/schema.ts')).schemaCommand(brandsDir(), Boolean(opts.check))),
  );

await program.parseAsync();
