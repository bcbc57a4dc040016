import { createConnection, createServer, type Server } from "node:net";

/**
 * The e2e server seen from a client address of a test's own: a TCP forwarder on a free port of
 * 127.0.0.1 whose connections reach the server from `address` (another loopback address). The
 * server's per-client limits (schemas/api/limits.ts: the password calls' 10 a minute) then count
 * this test's requests alone, whatever the other tests send from 127.0.0.1 meanwhile. Open the
 * app at `origin`; `close()` when done.
 */
export async function ownClientAddress(address: string, target: URL): Promise<{ origin: string; close: () => Promise<void> }> {
  const open = new Set<() => void>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port), localAddress: address });
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(end);
    };
    open.add(end);
    client.on("error", end);
    upstream.on("error", end);
    client.on("close", end);
    upstream.on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    // The browser keeps connections alive: end them, or the server never closes.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const end of open) end();
      }),
  };
}
