import { buildApp } from './app';
import { readServerConfig } from './config';
import { openDatabase } from './db/open-database';

const config = readServerConfig();
const db = await openDatabase(config);
const app = await buildApp({ config, db });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(`\n  Rewards store: http://${shown}:${config.port}/?lang=en\n`);
