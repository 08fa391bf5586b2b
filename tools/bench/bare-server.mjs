// The yardstick of the API benchmark: Fastify with one route answering a small
// JSON, nothing else (no plugins, no logger). Started by api-bench.mjs in its
// own process, as the shop's server is, on PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'UP', name: 'bare' }));

const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
