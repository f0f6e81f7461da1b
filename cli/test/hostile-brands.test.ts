import { existsSync } from 'node:fs';
import { cp, lstat, readdir, readFile, symlink, truncate, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandgen, copyOfBrands, editDescriptor, type RunResult, tempDir } from './brandgen-process.ts';

describe('descriptor encodings and image sizes', () => {
  let brands: string;
  let result: RunResult;

  beforeAll(async () => {
    brands = await copyOfBrands();
    const text = await readFile(join(brands, 'kqb/brand.json'), 'utf8');
    const utf16 = Buffer.from(text, 'utf16le');
    await writeFile(join(brands, 'kqb/brand.json'), Buffer.concat([Buffer.from([0xff, 0xfe]), utf16]));
    await writeFile(
      join(brands, 'pq8/brand.json'),
      Buffer.from(await readFile(join(brands, 'pq8/brand.json'), 'utf8'), 'utf16le'),
    );
    await writeFile(
      join(brands, 'qutu/brand.json'),
      `\ufeff${await readFile(join(brands, 'qutu/brand.json'), 'utf8')}`,
    );
    const huge = join(brands, 'xzb/images/huge.png');
    await writeFile(huge, '');
    await truncate(huge, 3 * 1024 * 1024);
    await editDescriptor(brands, 'xzb', (d) => (d.images.appIcon = 'images/huge.png'));
    const big = join(brands, 'xzbn/brand.json');
    await writeFile(big, `${' '.repeat(1024 * 1024)}{}`);
    result = await brandgen(['--brands', brands, 'validate', '--all']);
  });

  it('refuses a UTF-16 descriptor with a byte order mark, naming the file', () => {
    expect(result.stderr).toMatch(/\(file\): .*kqb\/brand\.json is UTF-16 text, not UTF-8/);
  });

  it('refuses a UTF-16 descriptor without a byte order mark, naming the file', () => {
    expect(result.stderr).toMatch(/\(file\): .*pq8\/brand\.json has NUL bytes \(UTF-16 or binary\), not UTF-8/);
  });

  it('accepts UTF-8 with a byte order mark, as Windows editors save it', () => {
    expect(result.stdout).toMatch(/✓ qutu\n/);
  });

  it('refuses an image over the size limit with its size and the limit', () => {
    expect(result.stderr).toMatch(
      /images\.appIcon: .*xzb\/images\/huge\.png is 3\.0 MB; an image may be at most 1\.0 MB/,
    );
  });

  it('refuses a descriptor far larger than any real one without reading it all', () => {
    expect(result.stderr).toMatch(/\(file\): .*xzbn\/brand\.json is 1\.0 MB; a descriptor may be at most 256 KB/);
    expect(result.code).toBe(1);
  });
});

describe('hostile brand ids on the command line', () => {
  let brands: string;
  let outsideName: string;

  beforeAll(async () => {
    brands = await copyOfBrands();
    const outside = await tempDir('outside-brand');
    await cp(join(brands, 'kqb'), outside, { recursive: true });
    outsideName = `../${basename(outside)}`;
  });

  it('validate and build refuse an id that is not a brand id, without reading outside the brands folder', async () => {
    for (const command of [['validate'], ['build', '--out', await tempDir('ids-out')]]) {
      const result = await brandgen(['--brands', brands, ...command.slice(0, 1), outsideName, ...command.slice(1)]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`"${outsideName}" is not a brand id`);
      expect(result.stderr).not.toContain('got "kqb"');
    }
  });

  it('new refuses ../x and a --from outside the brands folder', async () => {
    const parent = await brandgen(['--brands', brands, 'new', '../x']);
    expect(parent.code).toBe(1);
    expect(parent.stderr).toMatch(/^id: expected a brand id/);
    const from = await brandgen(['--brands', brands, 'new', 'fresh', '--from', outsideName]);
    expect(from.code).toBe(1);
    expect(from.stderr).toContain(`"${outsideName}" is not a brand id`);
    expect(existsSync(join(brands, 'fresh'))).toBe(false);
  });

  it('a brands folder that is a file is a one-line error, not a stack trace', async () => {
    const file = join(await tempDir('brands-file'), 'brands');
    await writeFile(file, 'not a folder');
    const result = await brandgen(['--brands', file, 'list']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/brands.* is not a folder/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('terminal output', () => {
  it('escapes control characters from brand folders instead of sending them to the terminal', async () => {
    const brands = await copyOfBrands();
    const evil = 'evil\u001b]0;pwned\u0007';
    await cp(join(brands, 'kqb'), join(brands, evil), { recursive: true });
    await editDescriptor(brands, 'pq8', (d) => (d.siteName = 'x\u001b[2J\u009b'.repeat(30)));
    await writeFile(join(brands, 'xzb/brand.json'), '{ "id": \u001b[31m }');
    for (const command of [['validate', '--all'], ['list']]) {
      const result = await brandgen(['--brands', brands, ...command]);
      expect(result.stdout + result.stderr).toContain('evil\\u{1b}]0;pwned\\u{7}');
      expect(result.stdout + result.stderr).not.toMatch(/[\u0007\u001b\u009b]/);
    }
  });
});

describe('many problems', () => {
  it('lists at most 20 problems of a brand, then how many more', async () => {
    const brands = await copyOfBrands();
    await editDescriptor(brands, 'pq8', (d) => {
      for (let i = 0; i < 500; i++) d[`field${i}`] = i;
    });
    const result = await brandgen(['--brands', brands, 'validate', 'pq8']);
    expect(result.code).toBe(1);
    expect(result.stderr.match(/unknown field/g)).toHaveLength(20);
    expect(result.stderr).toContain('… and 480 more problems');
  });
});

describe('SVG images', () => {
  it('refuses SVGs that would run code on the brand site: scripts, event handlers, encoded javascript: links', async () => {
    const brands = await copyOfBrands();
    const svgs: [string, string][] = [
      ['kqb', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'],
      ['pq8', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ['xzb', '<svg><a href="jav&#x09;ascript&#58;alert(1)"><text>x</text></a></svg>'],
      ['qutu', '<svg><foreignObject><iframe src="https://evil.example"/></foreignObject></svg>'],
    ];
    for (const [id, svg] of svgs) await writeFile(join(brands, id, 'images/logo.svg'), svg);
    const result = await brandgen(['--brands', brands, 'validate', '--all']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/kqb[^✗]*images\.logo: images\/logo\.svg has a <script>/);
    expect(result.stderr).toMatch(/pq8[^✗]*images\.logo: images\/logo\.svg has an event handler attribute/);
    expect(result.stderr).toMatch(/xzb[^✗]*images\.logo: images\/logo\.svg has a javascript: link/);
    expect(result.stderr).toMatch(/qutu[^✗]*images\.logo: images\/logo\.svg has embedded HTML or objects/);
    expect(result.stderr).toContain('4 of 8 brands invalid');
  });
});

describe('brandgen new --from', () => {
  it('copies only the descriptor and its images: no links or stray files of the source folder', async () => {
    const brands = await copyOfBrands();
    const secret = join(await tempDir('from-outside'), 'secret.svg');
    await writeFile(secret, '<svg>from-secret</svg>');
    await symlink(secret, join(brands, 'xzb/images/evil.svg'));
    await writeFile(join(brands, 'xzb/notes.txt'), 'draft');
    const result = await brandgen(['--brands', brands, 'new', 'xzbcopy', '--from', 'xzb']);
    expect(result.code).toBe(0);
    expect((await readdir(join(brands, 'xzbcopy'))).sort()).toEqual(['brand.json', 'images']);
    expect((await readdir(join(brands, 'xzbcopy/images'))).sort()).toEqual(
      (await readdir(join(brands, 'xzb/images'))).filter((f) => f !== 'evil.svg').sort(),
    );
  });
});

describe('brandgen schema', () => {
  it('replaces a brand.schema.json that is a link instead of writing through it', async () => {
    const brands = await tempDir('schema-link');
    const target = join(await tempDir('schema-outside'), 'profile');
    await writeFile(target, 'keep me');
    await symlink(target, join(brands, 'brand.schema.json'));
    expect((await brandgen(['--brands', brands, 'schema'])).code).toBe(0);
    expect(await readFile(target, 'utf8')).toBe('keep me');
    expect((await lstat(join(brands, 'brand.schema.json'))).isFile()).toBe(true);
  });
});

describe('brandgen build --out', () => {
  it('never replaces a folder that is not a previous build, such as the brand sources (--out brands)', async () => {
    const brands = await copyOfBrands();
    const result = await brandgen(['--brands', brands, 'build', 'kqb', '--out', brands]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/kqb exists and is not a brandgen build; not replacing it/);
    expect(JSON.parse(await readFile(join(brands, 'kqb/brand.json'), 'utf8')).id).toBe('kqb');
  });
});
