import { buildApp } from './app';
import { readServerConfig } from './config';
import { DATA_DIR_LOCKED_EXIT_CODE, DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { limitHeapGrowth } from './heap-growth';
import {
  ADDRESS_UNAVAILABLE_EXIT_CODE,
  checkAddress,
  closeGracefully,
  installProcessHandlers,
  listenProblem,
} from './lifecycle';

limitHeapGrowth();
const config = readServerConfig();

/** Says why in one line and ends the start. */
function refuse(line: string, code: number): never {
  console.error(`\n  ${line}\n`);
  process.exit(code);
}

// The address first: a start that cannot listen leaves no database or data folder behind.
const addressProblem = await checkAddress(config.port, config.host);
if (addressProblem !== undefined) refuse(addressProblem, ADDRESS_UNAVAILABLE_EXIT_CODE);

const db = await openDatabase(config).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) refuse(error.message, DATA_DIR_LOCKED_EXIT_CODE);
  throw error;
});
// The log goes through process.stdout, as console's lines do, so they keep their order (the
// address below comes after the log's "Server listening" lines). Pino's own writer to standard
// output is asynchronous and printed them after it.
const app = await buildApp({ config, db, logStream: process.stdout });
installProcessHandlers(app);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // Taken by another program while the database opened.
  const problem = listenProblem(error, config.port, config.host);
  if (problem === undefined) throw error;
  await closeGracefully(app);
  refuse(problem, ADDRESS_UNAVAILABLE_EXIT_CODE);
}
const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : config.port;
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(`\n  Rewards store: http://${shown}:${port}/?lang=en\n`);
