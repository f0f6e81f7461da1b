import TIM from '../src/index.ts';
import { methodNames, officialNames } from '../test/support/official-sdk.ts';
import { bundleSizes } from './bundle-size.ts';

// `npm run bench`: the core bundle against tim-js.js, and how many of the official SDK's public names we have.

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
