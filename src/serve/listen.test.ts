import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sendRaw } from '../../test/support/raw-http.ts';
import { listen, type RunningServer } from './listen.ts';

let server: RunningServer;
const seen: { url: string | undefined; path: string; query: string }[] = [];

beforeAll(async () => {
  server = await listen(
    async (request, response, target) => {
      seen.push({ url: request.url, ...target });
      if (target.path === '/throws') throw new Error('a bug in a listener');
      if (target.path === '/rejects') return Promise.reject(new Error('a bug in an asynchronous listener'));
      if (target.path === '/throws-mid-answer') {
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        response.write('half');
        throw new Error('a bug after the answer started');
      }
      if (target.path === '/missing-file') {
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        return void createReadStream(join(tmpdir(), 'sitegen-no-such-file')).pipe(response);
      }
      if (target.path === '/writes-after-end') {
        response.end('done');
        return void response.write('late');
      }
      response.end('ok');
    },
    '127.0.0.1',
    0,
  );
});
afterAll(() => server.close());

const get = (path: string) => fetch(new URL(path, server.url));
const stillAnswers = async () => expect((await get('/')).status).toBe(200);

describe('listen', () => {
  it('answers 500 to a request whose listener throws or rejects, and goes on serving', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const path of ['/throws', '/rejects']) {
        expect((await get(path)).status, path).toBe(500);
        expect(logged).toHaveBeenLastCalledWith(expect.stringContaining(`Failed to answer GET ${path}`));
      }
    } finally {
      logged.mockRestore();
    }
    await stillAnswers();
  });

  it('cuts off an answer that fails once started, and goes on serving', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(get('/throws-mid-answer').then((response) => response.text())).rejects.toThrow();
    } finally {
      logged.mockRestore();
    }
    await expect(get('/missing-file').then((response) => response.text())).rejects.toThrow();
    expect((await get('/writes-after-end')).status).toBe(200);
    await stillAnswers();
  });

  it('hands the listener an absolute-form target as a path, in the request too', async () => {
    const answer = await sendRaw(
      server.url,
      'GET http://elsewhere.example/a/../b?c=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
    expect(seen.at(-1)).toEqual({ url: '/b?c=1', path: '/b', query: '?c=1' });
  });

  it('answers 405, with an empty Allow, to CONNECT', async () => {
    const answer = await sendRaw(server.url, 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n');
    expect(answer.status).toBe(405);
    expect(answer.text).toMatch(/^Allow: \r$/m);
    await stillAnswers();
  });
});
