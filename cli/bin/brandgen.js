#!/usr/bin/env node
// Plain JavaScript on purpose: it may be started by the machine's older Node (npx), and then re-runs the
// TypeScript entry on the project's pinned Node, which strips types natively.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const major = Number(process.versions.node.split('.')[0]);

if (major >= 24) {
  await import(entry);
} else {
  const launcher = fileURLToPath(new URL('../bootstrap/exec-node.sh', import.meta.url));
  const run = spawnSync('sh', [launcher, entry, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
