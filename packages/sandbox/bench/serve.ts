/** Prints how fast a fresh sandbox seeds and answers the heaviest calls (no thresholds: figures only). */
import { startSandbox } from '../src/index.ts';

const ROUNDS = 50;

const started = performance.now();
const sandbox = await startSandbox({ dbPath: ':memory:', log: () => undefined });
console.log(`start with seed (:memory:): ${(performance.now() - started).toFixed(0)} ms`);

async function post(path: string, body: object = {}): Promise<{ data: { list?: { id: number; status: number }[] } }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data: { list?: { id: number; status: number }[] } };
}

const today = await post('/api/race/getDateMatch');
const live = today.data.list?.find((match) => match.status >= 2 && match.status <= 7) ?? today.data.list?.[0];
const calls: [string, object][] = [
  ['/api/home/getHomeData', {}],
  ['/api/race/getDateMatch', {}],
  ['/api/football/getMatchInfo', { matchid: live?.id }],
  ['/api/football/getTliveData', { matchid: live?.id }],
  ['/api/football/matchOdd', { matchid: live?.id }],
];
for (const [path, body] of calls) {
  const t0 = performance.now();
  for (let i = 0; i < ROUNDS; i++) await post(path, body);
  console.log(`${path}: ${((performance.now() - t0) / ROUNDS).toFixed(2)} ms per call (${ROUNDS} calls)`);
}
await sandbox.close();
