/**
 * Runs `task` over `items` with at most `limit` running at once, results in the items' order. Stamping every
 * brand at once held every brand's pages and compressions in memory together (1,000 brands: 5.7 GB); a few at
 * a time keep both cores busy with a bounded footprint.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`expected a concurrency of at least 1, got ${limit}`);
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
