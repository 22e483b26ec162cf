import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP pass-through in front of a server (PostgreSQL, Redis) that a test can cut, as a restart,
 * a failover or a network blip would: `cut` drops every open connection and stops accepting new
 * ones; `restore` accepts again on the same port.
 */
export interface PassThrough {
  port: number;
  /** `target` with its host and port replaced by the pass-through's. */
  url(target: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startPassThrough(target: { host: string; port: number }): Promise<PassThrough> {
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    // A reset from either side only ends this pair of sockets.
    socket.on('error', () => {});
  };
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const stop = () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of open) socket.destroy();
    return closed;
  };
  return {
    port,
    url(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.href;
    },
    cut: stop,
    restore: () => listen(port),
    close: async () => {
      if (server.listening) await stop();
    },
  };
}

/** Host and port of a postgres:// or redis:// URL. */
export function targetOf(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) };
}
