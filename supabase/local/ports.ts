import net from 'node:net';
import { StackError } from './errors';

/** Fails fast with a clear line instead of letting a server hang or half-start on a taken port. */
export async function assertPortFree(
  port: number,
  what: string,
  host = '127.0.0.1',
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'EADDRINUSE'
          ? new StackError(
              `El puerto ${port} (${what}) ya está en uso en ${host}: detén el proceso que lo ocupa o cambia el puerto.`,
            )
          : new StackError(`No se pudo abrir el puerto ${port} (${what}): ${err.message}`),
      );
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
