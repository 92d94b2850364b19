import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP relay on 127.0.0.1 in front of a server that holds the first connection until `release()`
 * (a slow server, so a test can act while a client is mid-connection) and relays every later one at
 * once. `stop()` closes it and every connection through it.
 */
export interface TcpGate {
  port: number;
  /** Connections accepted so far. */
  readonly connections: number;
  /** Resolves when the first connection arrives. */
  firstArrived: Promise<void>;
  release(): void;
  stop(): Promise<void>;
}

export async function holdFirstConnection(target: { host: string; port: number }): Promise<TcpGate> {
  let connections = 0;
  let arrived!: () => void;
  const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const open = new Set<Socket>();

  const relay = (socket: Socket) => {
    const upstream = connect(target.port, target.host);
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    socket.pipe(upstream).pipe(socket);
  };
  const server = createServer((socket) => {
    connections += 1;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    if (connections === 1) {
      arrived();
      void released.then(() => relay(socket));
    } else relay(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get connections() {
      return connections;
    },
    firstArrived,
    release,
    async stop() {
      release();
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
