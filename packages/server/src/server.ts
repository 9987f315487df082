import { buildApp } from './app';

/** Process entry: listen, and close cleanly on SIGTERM/SIGINT (finish in-flight requests, close the database). */
const { app, ctx } = await buildApp();
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}
try {
  await app.listen({ port: ctx.config.port, host: ctx.config.host });
} catch (err) {
  const busy = (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
  app.log.fatal(busy ? `port ${ctx.config.port} is already in use: stop the other server or set PORT` : err);
  await app.close();
  process.exit(1);
}
app.log.info(`card platform at ${ctx.config.publicOrigin}/multipage/`);
