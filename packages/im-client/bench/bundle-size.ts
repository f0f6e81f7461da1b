import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'rolldown';

// The size target (bench and test/bundle-size.test.ts): our minified core bundle, gzip -9, against tim-js.js.
const gzip9 = (bytes: Uint8Array): number => gzipSync(bytes, { level: 9 }).length;

export async function bundleSizes(): Promise<{ ours: number; oursRaw: number; official: number }> {
  const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
  const out = await build({ input: entry, write: false, output: { format: 'esm', minify: true }, logLevel: 'silent' });
  const code = out.output.map((c) => ('code' in c ? c.code : '')).join('');
  const officialFile = readFileSync(createRequire(import.meta.url).resolve('tim-js-sdk/tim-js.js'));
  return { ours: gzip9(Buffer.from(code)), oursRaw: Buffer.byteLength(code), official: gzip9(officialFile) };
}
