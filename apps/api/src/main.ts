import { buildApp } from './app';
import { readServerConfig } from './config';
import { DATA_DIR_LOCKED_EXIT_CODE, DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { installProcessHandlers } from './lifecycle';

const config = readServerConfig();
const db = await openDatabase(config).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(`\n  ${error.message}\n`);
    process.exit(DATA_DIR_LOCKED_EXIT_CODE);
  }
  throw error;
});
const app = await buildApp({ config, db });
installProcessHandlers(app);

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : config.port;
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(`\n  Rewards store: http://${shown}:${port}/?lang=en\n`);
