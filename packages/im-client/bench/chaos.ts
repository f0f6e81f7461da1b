import { report, runChaos } from '../test/support/chaos-run.ts';

// `npm run bench:chaos`: the seeded chaos run at full size (issue #29 must-show): 2,000 one-to-one messages to
// each receiver (4,000 sent, alternating) and 2,000 group messages, 30+ connection cuts and one service restart,
// both SDKs receiving through our service with the app's timing. Prints lost, duplicated and settle time per path
// and SDK. CHAOS_SEED=<n> replays a run; CHAOS_SENDER=direct connects the sender past the proxy (full pace through
// the cuts). The CI test (test/reliability-network.test.ts) runs the same, smaller.
const seed = Number(process.env.CHAOS_SEED ?? 20261123);
const run = await runChaos({
  seed,
  counts: { c2c: 4000, group: 2000, live: 0 },
  minCuts: 30,
  settleMs: { ours: 60_000, official: 180_000 },
  senderDirect: process.env.CHAOS_SENDER === 'direct',
});
if (process.env.CHAOS_SENDER === 'direct') console.log('sender connected directly (not through the cutting proxy)');
report(run, seed);
await run.close();
process.exit(0);
