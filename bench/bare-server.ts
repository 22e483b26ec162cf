// The baseline of graphql-throughput.ts: Fastify with one POST route answering a fixed JSON body,
// in a process of its own, as the real server is. Usage: node bare-server.ts <port> <json-file>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
if (!port || !file) throw new Error('usage: node bare-server.ts <port> <json-file>');
const payload: unknown = JSON.parse(readFileSync(file, 'utf8'));

const app = Fastify();
// Serialised on every request, as the GraphQL answer is.
app.post('/bare', async () => payload);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
