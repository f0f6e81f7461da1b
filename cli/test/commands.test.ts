import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandgen, copyOfBrands, tempDir } from './brandgen-process.ts';

const SITES = {
  pq8: '盘球吧直播',
  pq8sp: '盘球吧',
  xzb: '新直播',
  xzbn: '新直播',
  kqb: '看球宝',
  qutu: '球友体育',
  qutup: '球友直播',
  pq8br: 'PQ8 Ao Vivo',
};

describe('brandgen --help', () => {
  it.each([['(no command)'], ['list'], ['validate'], ['new'], ['build'], ['dev'], ['preview'], ['schema']])(
    'brandgen %s --help exits 0 and describes the command',
    async (...command) => {
      const result = await brandgen([...command.filter((c) => c !== '(no command)'), '--help']);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/Usage: brandgen/);
    },
  );

  it('an unknown command exits 1', async () => {
    const result = await brandgen(['launch']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/unknown command/);
  });
});

describe('brandgen list', () => {
  it('shows every site with its name, language, colour and root route (spec §9 site names)', async () => {
    const result = await brandgen(['list']);
    expect(result.code).toBe(0);
    for (const [id, name] of Object.entries(SITES)) {
      expect(result.stdout).toMatch(new RegExp(`${id}\\s+│ ${name}\\s`));
    }
    expect(result.stdout).toMatch(/xzb\s+│ 新直播\s+│ zh-CN\s+│ #fffb01/);
    expect(result.stdout).toMatch(/pq8br\s+│ PQ8 Ao Vivo │ pt-BR/);
    expect(result.stdout).toContain('8 brands');
    expect(result.stdout).not.toMatch(/\u001b\[/);
  });
});

describe('colour', () => {
  it('stays plain when piped, even on a CI machine (CI=true), and colours only when forced', async () => {
    const piped = await brandgen(['validate', 'kqb'], { CI: 'true' });
    expect(piped.stdout).toMatch(/✓ kqb/);
    expect(piped.stdout).not.toMatch(/\u001b\[/);
    const forced = await brandgen(['validate', 'kqb'], { FORCE_COLOR: '1' });
    expect(forced.stdout).toMatch(/\u001b\[32m✓/);
    const refused = await brandgen(['validate', 'kqb'], { FORCE_COLOR: '1', NO_COLOR: '1' });
    expect(refused.stdout).not.toMatch(/\u001b\[/);
  });
});

describe('brandgen validate', () => {
  it('passes every descriptor in brands/', async () => {
    const result = await brandgen(['validate', '--all']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('8 brands valid');
  });

  it('keeps brands/brand.schema.json in step with the schema', async () => {
    expect((await brandgen(['schema', '--check'])).code).toBe(0);
  });

  it('prints every problem with its field path and exits 1', async () => {
    const brands = await copyOfBrands();
    const file = join(brands, 'qutu/brand.json');
    const descriptor = JSON.parse(await readFile(file, 'utf8'));
    descriptor.theme.light.text = 'black';
    descriptor.language = 'en';
    delete descriptor.images.logo;
    await writeFile(file, JSON.stringify(descriptor));
    const result = await brandgen(['--brands', brands, 'validate', '--all']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'theme.light.text: expected the main text colour as a colour like #319cfc, got "black"',
    );
    expect(result.stderr).toContain('language: expected "zh-CN" or "pt-BR"');
    expect(result.stderr).toContain('images.logo: missing');
    expect(result.stderr).toContain('1 of 8 brands invalid (3 problems)');
  });

  it('names a JSON syntax error, an id that differs from the folder and a missing image', async () => {
    const brands = await copyOfBrands();
    await writeFile(join(brands, 'kqb/brand.json'), '{ "id": "kqb", ');
    const xzb = JSON.parse(await readFile(join(brands, 'xzb/brand.json'), 'utf8'));
    xzb.id = 'xzb2';
    xzb.images.favicon = 'images/missing.svg';
    await writeFile(join(brands, 'xzb/brand.json'), JSON.stringify(xzb));
    const result = await brandgen(['--brands', brands, 'validate', 'kqb', 'xzb']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/kqb[\s\S]*\(file\): not valid JSON/);
    expect(result.stderr).toContain('id: expected "xzb" (the brand\'s folder name), got "xzb2"');
    expect(result.stderr).toMatch(/images\.favicon: file not found: .*xzb\/images\/missing\.svg/);
  });

  it("issue #31: reports each colour pair's contrast per brand, the brand's colour and the one pages use", async () => {
    const result = await brandgen(['validate', 'pq8', 'xzb']);
    expect(result.code).toBe(0);
    // White on #319cfc (2.88:1) fails WCAG 1.4.3 AA; the text pages put on it reaches 4.5:1.
    expect(result.stdout).toMatch(
      /light │ --brand-on-primary +│ primary #319cfc +│ #ffffff 2\.88:1 ✗ │ #[0-9a-f]{6} 4\.\d\d:1 /,
    );
    // xzb's yellow as text on white (1.10:1) is darkened; as a fill it stays.
    expect(result.stdout).toMatch(
      /--brand-primary-text +│ surface #ffffff +│ #fffb01 1\.10:1 ✗ │ #[0-9a-f]{6} [4-9]\.\d\d:1 /,
    );
    expect(result.stdout).toMatch(
      /pq8[\s\S]*worst pair: brand light --brand-text-secondary #8a9099 on border #e5e6eb: 2\.58:1 → used/,
    );
    expect(result.stdout).toContain('2 brands valid');
  });

  it('WCAG 1.4.3 AA: fails a brand whose text no shade can make readable, naming the field and the pair', async () => {
    const brands = await copyOfBrands();
    const file = join(brands, 'kqb/brand.json');
    const descriptor = JSON.parse(await readFile(file, 'utf8'));
    // Text must read on a white card and a dark grey page at once: black is 2.99:1 on #595959, white 1:1 on the card.
    descriptor.theme.light.background = '#595959';
    await writeFile(file, JSON.stringify(descriptor));
    const result = await brandgen(['--brands', brands, 'validate', 'kqb']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /theme\.light\.text: light --brand-text #[0-9a-f]{6} on \w+ #[0-9a-f]{6}: \d\.\d\d:1, below 4\.50:1 \(WCAG 1\.4\.3 AA text\)/,
    );
    expect(result.stdout).toMatch(
      /--brand-text +│ background #595959 +│ #1f2329 \d\.\d\d:1 ✗ │ #[0-9a-f]{6} \d\.\d\d:1 ✗/,
    );
  });

  it('refuses an unknown brand id and an empty call', async () => {
    expect((await brandgen(['validate', 'nosuch'])).stderr).toMatch(/nosuch[\s\S]*not found/);
    expect((await brandgen(['validate'])).code).toBe(1);
  });
});

describe('brandgen new', () => {
  it('scaffolds a valid brand from templates/', async () => {
    const brands = await tempDir('new');
    const result = await brandgen(['--brands', brands, 'new', 'demo', '--name', '演示直播', '--colour', '#e4393c']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('valid');
    const descriptor = JSON.parse(await readFile(join(brands, 'demo/brand.json'), 'utf8'));
    expect(descriptor).toMatchObject({
      id: 'demo',
      siteName: '演示直播',
      storeKey: 'demo_store',
      theme: { primary: '#e4393c' },
    });
    for (const image of Object.values(descriptor.images as Record<string, string>)) {
      expect(existsSync(join(brands, 'demo', image))).toBe(true);
    }
    expect(await readFile(join(brands, 'demo/images/logo.svg'), 'utf8')).toContain('#e4393c');
    expect((await brandgen(['--brands', brands, 'validate', 'demo'])).code).toBe(0);
  });

  it('picks readable text on a light primary colour', async () => {
    const brands = await tempDir('new-light');
    await brandgen(['--brands', brands, 'new', 'sunny', '--colour', '#fffb01']);
    const descriptor = JSON.parse(await readFile(join(brands, 'sunny/brand.json'), 'utf8'));
    expect(descriptor.theme.onPrimary).toBe('#1f2329');
    // WCAG contrast, not a luminance cut: white on #319cfc is 2.88:1, #1f2329 5.47:1.
    await brandgen(['--brands', brands, 'new', 'sky', '--colour', '#319cfc']);
    const sky = JSON.parse(await readFile(join(brands, 'sky/brand.json'), 'utf8'));
    expect(sky.theme.onPrimary).toBe('#1f2329');
  });

  it('copies another brand with --from, renaming id and store key', async () => {
    const brands = await copyOfBrands();
    const result = await brandgen([
      '--brands',
      brands,
      'new',
      'xzbbr',
      '--from',
      'xzb',
      '--language',
      'pt-BR',
      '--name',
      'Novo Ao Vivo',
    ]);
    expect(result.code).toBe(0);
    const descriptor = JSON.parse(await readFile(join(brands, 'xzbbr/brand.json'), 'utf8'));
    expect(descriptor).toMatchObject({ id: 'xzbbr', storeKey: 'xzbbr_store', language: 'pt-BR', defaultSpSource: 5 });
    expect(descriptor.theme.primary).toBe('#fffb01');
  });

  it('refuses a bad id, an existing brand and an unknown --from', async () => {
    const brands = await copyOfBrands();
    const bad = await brandgen(['--brands', brands, 'new', 'Bad-Id']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^id: expected a brand id/);
    expect((await brandgen(['--brands', brands, 'new', 'pq8'])).stderr).toMatch(/already exists/);
    expect((await brandgen(['--brands', brands, 'new', 'fresh', '--from', 'nosuch'])).code).toBe(1);
    expect(existsSync(join(brands, 'fresh'))).toBe(false);
    expect((await brandgen(['--brands', brands, 'new', 'fresh', '--colour', 'red'])).stderr).toMatch(/--colour/);
  });
});
