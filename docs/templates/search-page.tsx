/**
 * The search page: a form that sends the query to this page as `?q=`, where the
 * script (assets/client/site-search.ts) searches the index the build wrote and lists
 * what it finds. The index lives in the browser alone, so without JavaScript the page
 * says so.
 */
export function SearchPage({ heading, manifest }: { heading: string; manifest: string }) {
  return (
    <>
      <h1>{heading}</h1>
      <form role="search" className="search" data-search-manifest={manifest}>
        <label htmlFor="search-query">Search for</label>
        <input id="search-query" name="q" type="search" required />
        <button type="submit">Search</button>
      </form>
      <p aria-live="polite" data-search-status=""></p>
      <ol className="search-results" data-search-results=""></ol>
      <noscript>
        <p>Search runs in your browser and needs JavaScript.</p>
      </noscript>
    </>
  );
}
