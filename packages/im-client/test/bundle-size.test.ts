import { describe, expect, it } from 'vitest';
import { bundleSizes } from '../bench/bundle-size.ts';

// The size target (README): the minified core bundle, gzip -9, at most a third of the official SDK's tim-js.js,
// measured as `npm run bench` measures it (bench/bundle-size.ts).
describe('bundle size', () => {
  it('the minified bundle (gzip -9) is at most a third of tim-js.js', async () => {
    const { ours, official } = await bundleSizes();
    expect(
      ours,
      `ours ${ours} B vs tim-js.js ${official} B (ceiling ${Math.floor(official / 3)} B)`,
    ).toBeLessThanOrEqual(official / 3);
  });
});
