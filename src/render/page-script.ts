/** A rendered page with a module script added at the end of its body; the page as it was when there is none. */
export function withPageScript(html: string, src: string | undefined): string {
  if (src === undefined) return html;
  const tag = `<script type="module" src="${src}"></script>`;
  const bodyEnd = html.lastIndexOf('</body>');
  return bodyEnd < 0 ? html + tag : html.slice(0, bodyEnd) + tag + html.slice(bodyEnd);
}
