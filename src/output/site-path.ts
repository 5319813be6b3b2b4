/**
 * The rule every site path the engine writes at passes first (a page's, a redirect's,
 * a file's): what it may hold, and its one normal form. Two paths with the same
 * normal form are one address, and a path that passes can only name a place inside
 * the output folder.
 */

/** A site path the rule passed, in its normal form: its segments decoded, without a trailing slash (`/notes/café`), `/` for the root. */
export interface SitePath {
  readonly path: string;
}

export type SitePathCheck = { readonly ok: true; readonly sitePath: SitePath } | { readonly ok: false; readonly problem: string };

export interface SitePathRules {
  /** Whether a `#fragment` may follow the path, as it may in the address a redirect leads to. */
  readonly fragment?: boolean;
}

/** The longest name a file or folder can have, in bytes of UTF-8, on Linux, macOS and Windows alike. */
export const longestFileName = 255;

/** A C0 control, DEL or a C1 control (Unicode's Cc): invisible in a message, and refused by some file systems. */
const controlCharacter = /\p{Cc}/u;

/**
 * A path the rule passes as it is, but for a trailing slash: segments of letters, digits
 * and `-._~` that do not start with a dot, short enough. Nearly every path is one, and
 * the dev server checks thousands of them on every save.
 */
const plainPath = new RegExp(`^(?:/[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,${longestFileName - 1}})*/?$`);

/**
 * Checks a site path as declared (`/notes/a/`, `/caf%C3%A9`) and gives its normal form,
 * or what is wrong with it, to follow the path quoted in a message. Percent-encoded
 * characters are decoded, as hosts decode them to find the file.
 */
export function checkSitePath(declared: string, rules: SitePathRules = {}): SitePathCheck {
  const path = rules.fragment ? declared.replace(/#.*$/s, '') : declared;
  const refused = (problem: string): SitePathCheck => ({ ok: false, problem });
  if (!path.startsWith('/')) return refused('must be a site path, starting with /');
  if (path.startsWith('//')) return refused("must not start with //, which browsers read as another site's address");
  if (/[?#]/.test(path)) return refused(rules.fragment ? 'must not have a query (?)' : 'must not have a query (?) or a fragment (#)');
  if (plainPath.test(path)) return { ok: true, sitePath: { path: path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path } };
  const raw = path.slice(1).split('/');
  // A trailing slash names the same page: `/notes/a/` is `/notes/a`.
  if (raw.at(-1) === '') raw.pop();
  const segments: string[] = [];
  for (const segment of raw) {
    if (segment === '') return refused('must not have an empty segment (//)');
    const decoded = decodedSegment(segment);
    if (decoded === undefined) return refused('must not have a % that is not the start of an encoded character (%XX)');
    const problem = segmentProblem(decoded);
    if (problem !== undefined) return refused(problem);
    segments.push(decoded);
  }
  return { ok: true, sitePath: { path: `/${segments.join('/')}` } };
}

function decodedSegment(segment: string): string | undefined {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function segmentProblem(segment: string): string | undefined {
  if (segment === '.' || segment === '..') return 'must not have a . or .. segment';
  if (segment.includes('/')) return 'must not encode a / inside a segment (%2F)';
  if (segment.includes('\\')) return 'must not have a backslash (\\)';
  if (controlCharacter.test(segment)) return 'must not have a control character';
  const bytes = Buffer.byteLength(segment, 'utf8');
  if (bytes > longestFileName) return `has a segment of ${bytes} bytes, and a file name can have ${longestFileName} at most`;
  return undefined;
}

/** The most characters of a path a message shows: a path too long to write is shortened. */
const shownLength = 60;

/** A site path as messages show it: control characters as escapes (`\u0000`), a long path shortened. */
export function shownSitePath(path: string): string {
  const characters = [...path].map((character) =>
    controlCharacter.test(character) ? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}` : character,
  );
  return characters.length > shownLength ? `${characters.slice(0, shownLength).join('')}…` : characters.join('');
}

/** A site path quoted in a message, as shownSitePath shows it. */
export function quotedSitePath(path: string): string {
  return `'${shownSitePath(path)}'`;
}
