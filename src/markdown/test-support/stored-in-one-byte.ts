import { serialize } from 'node:v8';

/** Whether V8 stores the string one byte a character: its serializer tags such a string `"`, a two-byte one `c`. */
export function storedInOneByte(text: string): boolean {
  return String.fromCharCode(serialize(text)[2] ?? 0) === '"';
}
