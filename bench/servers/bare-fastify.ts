// The baseline: Fastify answering a tiny JSON body, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ success: true, data: { status: 'ok', uptimeSeconds: 0 } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
