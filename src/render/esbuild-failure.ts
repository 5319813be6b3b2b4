import { relative } from 'node:path';
import type { BuildFailure } from 'esbuild';

/** esbuild's errors as `file:line:column: text` lines, paths relative to the working folder. */
export function describeEsbuildFailure(error: unknown, root = process.cwd()): string {
  const failure = error as Partial<BuildFailure>;
  const lines = (failure.errors ?? []).map((message) => {
    const where = message.location
      ? `${relative(process.cwd(), `${root}/${message.location.file}`)}:${message.location.line}:${message.location.column}: `
      : '';
    return `${where}${message.text}`;
  });
  return lines.join('\n') || String(error);
}
