/** Methods the Fetch API refuses to put in a Request: a request made with one never reaches a function. */
const unrepresentable = /^(connect|trace|track)$/i;

/**
 * The adapters' answer to a request whose method the Fetch API refuses, undefined
 * for any other. 501, which says the server supports the method for no resource:
 * an adapter cannot know the methods a function allows, which a 405 must list.
 */
export function unrepresentableMethodResponse(method: string): Response | undefined {
  if (!unrepresentable.test(method)) return undefined;
  return new Response(`${method} requests cannot be answered here.\n`, {
    status: 501,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
