import { createHash } from 'node:crypto';

/** `main.css` + content -> `main.3f2a1b9c.css`: a name that changes whenever the content does, so hosts may cache it forever. */
export function hashedName(name: string, content: string | Uint8Array): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  const dot = name.lastIndexOf('.');
  return dot < 0 ? `${name}.${hash}` : `${name.slice(0, dot)}.${hash}${name.slice(dot)}`;
}
