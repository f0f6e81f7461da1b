import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'rolldown';
import TIM from '../src/index.ts';
import { methodNames, officialNames } from '../test/support/official-sdk.ts';

// `npm run bench`: the core bundle against tim-js.js, and how many of the official SDK's public names we have.
const gzip9 = (bytes: Uint8Array): number => gzipSync(bytes, { level: 9 }).length;

async function bundleSizes(): Promise<{ ours: number; oursRaw: number; official: number }> {
  const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
  const out = await build({ input: entry, write: false, output: { format: 'esm', minify: true }, logLevel: 'silent' });
  const code = out.output.map((c) => ('code' in c ? c.code : '')).join('');
  const officialFile = readFileSync(createRequire(import.meta.url).resolve('tim-js-sdk/tim-js.js'));
  return { ours: gzip9(Buffer.from(code)), oursRaw: Buffer.byteLength(code), official: gzip9(officialFile) };
}

function coverage(ours: string[], official: string[]): { have: number; missing: string[] } {
  const mine = new Set(ours);
  const missing = official.filter((name) => !mine.has(name));
  return { have: official.length - missing.length, missing };
}

const sizes = await bundleSizes();
console.log(
  `bundle (gzip -9): ours ${sizes.ours} B (raw minified ${sizes.oursRaw} B) vs tim-js.js ${sizes.official} B -> ${((sizes.ours / sizes.official) * 100).toFixed(1)} % (target <= 33.3 %)`,
);
const official = officialNames();
const client = TIM.create({
  SDKAppID: 1,
  WebSocket: class {
    close(): void {}
  } as never,
});
const methods = coverage(methodNames(client), official.methods);
const events = coverage(Object.keys(TIM.EVENT), official.events);
const types = coverage(Object.keys(TIM.TYPES), official.types);
await client.destroy();
console.log(
  `API names (methods, EVENT keys, TYPES keys): ${methods.have}/${official.methods.length}, ${events.have}/${official.events.length}, ${types.have}/${official.types.length}`,
);
if (methods.missing.length) console.log(`missing methods: ${methods.missing.join(' ')}`);
if (events.missing.length) console.log(`missing EVENT keys: ${events.missing.join(' ')}`);
if (types.missing.length) console.log(`missing TYPES keys: ${types.missing.join(' ')}`);
process.exit(0);
