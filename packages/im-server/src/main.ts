import { startImServer } from './index.ts';

// `npm run im-server`: the chat service alone. Configure with IM_PORT, IM_DB, IM_SDKAPPID, IM_SECRET.
const server = await startImServer({
  port: Number(process.env.IM_PORT ?? 9090),
  dbPath: process.env.IM_DB ?? 'im-server.sqlite',
  sdkAppId: Number(process.env.IM_SDKAPPID ?? 1400000001),
  secretKey: process.env.IM_SECRET ?? 'local-development-secret',
});
console.log(`im-server listening on ${server.url}`);
const stop = (): void => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
