// CloudFront Function (JavaScript runtime 2.0), associated with the viewer-response event of
// the same behaviour whose viewer request runs cloudfront-clean-urls.js.
//
// An SVG opened by itself is a document, and runs any script it holds with the site's origin.
// S3 keeps no response header but the ones it knows (metadata it stores comes back as
// `x-amz-meta-*`), so the policy that stops such a script is added here, to every answer whose
// Content-Type is SVG's: the one `sitegen preview` and `sitegen dev` send, from
// src/deploy/svg-policy.ts (its test holds the two equal). Pages are left alone: they need their script.

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls the function by this name.
function handler(event) {
  const response = event.response;
  const type = response.headers['content-type'];
  if (type && type.value.split(';')[0].trim().toLowerCase() === 'image/svg+xml') {
    response.headers['content-security-policy'] = {
      value: "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:",
    };
  }
  return response;
}
