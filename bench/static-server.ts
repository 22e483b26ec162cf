// The baseline of releases.ts: @fastify/static serving a folder, in a process of its own as the real
// server is. Usage: node static-server.ts <port> <folder>
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const [port, root] = process.argv.slice(2);
if (!port || !root) throw new Error('usage: node static-server.ts <port> <folder>');

const app = Fastify();
await app.register(fastifyStatic, { root });
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
