// A stand-in for the network between Aula and its PostgreSQL server: a TCP proxy on a port of its own that passes
// every byte both ways, which a test cuts (every connection through it dropped, new ones refused, as when the server
// restarts or fails over) or stalls (new connections taken and never answered, as a host that stopped answering) and
// puts back on the same port.
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** the port it listens on, the same after a cut */
  port: number;
  /** drops every connection through it and refuses new ones */
  cut(): Promise<void>;
  /** drops every connection through it, then takes new ones and never answers them */
  stall(): Promise<void>;
  /** takes connections again on the same port, and passes them on */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function tcpProxy(host: string, port: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const hold = (socket: Socket): void => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const make = (silent = false): Server => createServer((inbound) => {
    hold(inbound);
    if (silent) return;
    const outbound = connect(port, host);
    hold(outbound);
    inbound.pipe(outbound);
    outbound.pipe(inbound);
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
  });
  const listen = (server: Server, at: number): Promise<number> => new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(at, '127.0.0.1', () => done((server.address() as { port: number }).port));
  });
  let server: Server | undefined = make();
  const own = await listen(server, 0);
  const cut = async (): Promise<void> => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((done) => closing.close(done));
  };
  const open = async (silent: boolean): Promise<void> => {
    await cut();
    server = make(silent);
    await listen(server, own);
  };
  return {
    port: own,
    cut,
    stall: () => open(true),
    restore: () => open(false),
    close: cut,
  };
}
