import { AREAS, contract } from '@card/contract';
import { buildApp } from './app';
import { loadConfig } from './config';
import { checkSmsConfig } from './providers/sms-config';
import { checkStorageConfig } from './providers/storage-config';
import { checkPayConfig } from './providers/pay/pay-config';
import { checkWeChatConfig } from './providers/wechat-config';
import { collectWhenIdle } from './lib/idle-gc';
import { pendingWrites } from './lib/write-behind-drops';
import { compactRouteResponses } from './lib/compact-routes';

/**
 * Process entry: refuse a configuration that may not run (no SMS provider in production, an incomplete object
 * store, a half-configured WeChat Pay or official account), then listen, and close
 * cleanly on SIGTERM/SIGINT (finish in-flight requests, close the database).
 */
const config = loadConfig();
const checks = [checkSmsConfig(config), checkStorageConfig(config), checkPayConfig(config), checkWeChatConfig(config)];
const startup = { fatal: checks.flatMap((c) => c.fatal), warnings: checks.flatMap((c) => c.warnings) };
if (startup.fatal.length) {
  for (const line of startup.fatal) console.error(`[card] refusing to start: ${line}`);
  process.exit(1);
}
// The contract's route objects live as long as the process: their status maps are kept small (lib/compact-routes.ts).
// Each area's router holds a copy of its routes beside the root router's (ts-rest's router() copies them).
compactRouteResponses({ contract, areas: AREAS.map((a) => a.router) });
const { app, ctx } = await buildApp();
for (const line of startup.warnings) app.log.warn(line);
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
// Memory back after each burst of traffic, and after starting: what starting left behind (the contract's schemas
// built, the first jobs' reads) is collected in the first quiet second instead of carried as resident memory; once
// more when the visits and clicks a burst left waiting are written (their batches were live until then).
collectWhenIdle(app.server, () => pendingWrites(ctx));
try {
  await app.listen({ port: ctx.config.port, host: ctx.config.host });
} catch (err) {
  const busy = (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
  app.log.fatal(busy ? `port ${ctx.config.port} is already in use: stop the other server or set PORT` : err);
  await app.close();
  process.exit(1);
}
app.log.info(`card platform at ${ctx.config.publicOrigin}/multipage/`);
