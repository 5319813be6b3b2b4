import { ExitCode } from './exit-codes.ts';

/**
 * Waits for a serving command's server. When it cannot listen where it was told
 * (the port is taken, say), prints why and what to pass instead, sets the usage exit
 * code and resolves to undefined; any other failure is thrown on.
 */
export async function startServing<Server>(
  server: Promise<Server>,
  where: { readonly host: string; readonly port: number },
  setExitCode: (code: number) => void,
): Promise<Server | undefined> {
  try {
    return await server;
  } catch (error) {
    const problem = listenProblem((error as NodeJS.ErrnoException | undefined)?.code);
    if (problem === undefined) throw error;
    console.error(`Cannot listen on ${where.host}:${where.port}: ${problem}`);
    setExitCode(ExitCode.usage);
    return undefined;
  }
}

function listenProblem(code: string | undefined): string | undefined {
  if (code === 'EADDRINUSE') return 'the port is in use. Stop what is using it, or pass another with --port.';
  if (code === 'EACCES') return 'not allowed to use that port. Pass one above 1023 with --port.';
  if (code === 'EADDRNOTAVAIL') return 'this machine has no such address. Pass another with --host.';
  return undefined;
}
