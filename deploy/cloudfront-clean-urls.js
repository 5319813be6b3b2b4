// CloudFront Function (JavaScript runtime 2.0), associated with the viewer-request event of
// a distribution whose origin is an S3 bucket reached through its REST endpoint.
//
// sitegen writes every page as `{path}/index.html` and links to `/about/`. An S3 website
// endpoint serves `/about/` from `about/index.html` by itself; the REST endpoint (the one
// CloudFront reaches with Origin Access Control) knows only exact keys. This function maps
// `/about` and `/about/` to `/about/index.html` and `/` to `/index.html`, and leaves every
// path whose last segment has an extension (`/assets/main.3f2a1b9c0d.css`, `/feed.xml`) alone.
// The query string is a separate field of the request and is kept as it is.

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls the function by this name.
function handler(event) {
  const request = event.request;
  const uri = request.uri;
  if (uri.endsWith('/')) {
    request.uri = uri + 'index.html';
  } else if (uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') === -1) {
    request.uri = uri + '/index.html';
  }
  return request;
}
