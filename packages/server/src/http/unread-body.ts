import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How much of a refused body the server still reads, so its sender gets to read the answer. */
export interface UnreadBodyLimits {
  maxBytes: number;
  maxMs: number;
}

export const defaultUnreadBodyLimits: UnreadBodyLimits = { maxBytes: 64 * 1024 * 1024, maxMs: 30_000 };

/**
 * An answer sent before its request's body has arrived (a 413 on Content-Length, a refusal before
 * the body is read) ends the connection: `Connection: close`. Closing at once, with the rest of
 * the upload unread, makes the kernel reset the connection, and the client meets a broken pipe
 * before it reads the answer. So the rest is read and dropped, up to the limits, and only then is
 * the connection closed (a lingering close).
 */
export function registerUnreadBodyClose(app: FastifyInstance, limits: UnreadBodyLimits): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // `complete` is false while the body is still arriving (inject's requests have no such field).
    if (request.raw.complete !== false || !(request.raw.socket instanceof Socket)) return payload;
    reply.header('connection', 'close');
    lingerBeforeClosing(request.raw, request.raw.socket, limits);
    return payload;
  });
}

function lingerBeforeClosing(
  body: IncomingMessage,
  socket: Socket,
  { maxBytes, maxMs }: UnreadBodyLimits,
): void {
  let dropped = 0;
  const drop = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > maxBytes) socket.destroy();
  };
  body.on('data', drop);
  // Node closes a `Connection: close` connection through destroySoon once the answer is written.
  socket.destroySoon = () => {
    const timer = setTimeout(() => socket.destroy(), maxMs);
    socket.once('close', () => clearTimeout(timer));
    const close = () => Socket.prototype.destroySoon.call(socket);
    if (body.readableEnded) close();
    else body.once('end', close);
  };
}
