// A TCP pass-through in front of the cluster's Redis that a test can cut, as a Redis restart or a
// network blip would (packages/server/test/helpers/pass-through.ts is its twin for server tests).
import { connect, createServer, type Socket } from 'node:net';

export interface TcpPassThrough {
  port: number;
  /** Drops every open connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpPassThrough(target: { host: string; port: number }): Promise<TcpPassThrough> {
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => {});
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream).on('close', () => upstream.destroy());
    upstream.pipe(client).on('close', () => client.destroy());
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of open) socket.destroy();
    return closed;
  };
  await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    cut: stop,
    restore: () => listen(port),
    close: async () => {
      if (server.listening) await stop();
    },
  };
}
