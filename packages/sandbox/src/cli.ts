#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from './db/database.ts';
import type { ConfigOverrides } from './app.ts';
import { auditLedger, auditReport } from './money/audit.ts';
import { DEFAULT_DB_PATH } from './paths.ts';

const USAGE = `Usage: npm run sandbox -- [--port 4010] [--host 127.0.0.1] [--db path/to/sandbox.db] [--reset]
                          [--token-ttl seconds] [--config '{"*":{"switch_room_chat":"0"}}']
       npm run sandbox -- --audit [--db path/to/sandbox.db]

Starts the local stand-in of the platform API (/api, /webapi), its media and uploads.
  --port   port to listen on (default 4010; 0 picks a free one)
  --host   interface (default 127.0.0.1)
  --db     SQLite file (default ${DEFAULT_DB_PATH})
  --reset  delete the database first and seed it again
  --token-ttl  login token lifetime in seconds (default 7 days)
  --config     common-config overrides as JSON keyed by "*", a brand id or an sp_source
  --audit  check the database's ledger instead of serving: every balance must equal the sum of its log rows;
           prints per-currency totals and each mismatch, exits 1 on a mismatch`;

/** --audit: the ledger audit of the database, without starting the server. */
function audit(dbPath: string): void {
  if (!existsSync(dbPath)) {
    console.error(`no sandbox database at ${dbPath} (start the sandbox once, or pass --db)`);
    process.exit(2);
  }
  const db = openDatabase(dbPath);
  const result = auditLedger(db);
  db.close();
  console.log(`Ledger audit of ${dbPath}: ${auditReport(result)}`);
  process.exit(result.mismatches.length === 0 ? 0 : 1);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '4010' },
        host: { type: 'string', default: '127.0.0.1' },
        db: { type: 'string' },
        reset: { type: 'boolean', default: false },
        'token-ttl': { type: 'string' },
        config: { type: 'string' },
        audit: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.audit) {
    audit(values.db ?? DEFAULT_DB_PATH);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a number from 0 to 65535, got "${values.port}"\n\n${USAGE}`);
    process.exit(2);
  }
  const ttl = values['token-ttl'] === undefined ? undefined : Number(values['token-ttl']);
  if (ttl !== undefined && (!Number.isInteger(ttl) || ttl < 1)) {
    console.error(`--token-ttl must be a positive number of seconds, got "${values['token-ttl']}"`);
    process.exit(2);
  }
  // The server's modules load only to serve: an audit needs none of them.
  const { parseOverrides, startSandbox } = await import('./index.ts');
  let configOverrides: ConfigOverrides | undefined;
  try {
    configOverrides = values.config === undefined ? undefined : parseOverrides(values.config);
  } catch (error) {
    console.error(`--config: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  startSandbox({
    port,
    host: values.host,
    dbPath: values.db,
    reset: values.reset,
    tokenTtlSeconds: ttl,
    configOverrides,
  })
    .then((sandbox) => {
      const stop = (signal: string) => {
        console.log(`[sandbox] ${signal}: shutting down`);
        sandbox.close().then(() => process.exit(0));
      };
      process.once('SIGINT', () => stop('SIGINT'));
      process.once('SIGTERM', () => stop('SIGTERM'));
    })
    .catch((error: unknown) => {
      console.error(`[sandbox] cannot start: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}

void main();
