/** Something written into the output at an address: a page, a redirect or a file. */
export interface AddressClaim<Claimant> {
  /** Its site path, in the site-path rule's normal form (`/notes/a`, `/feed.xml`). */
  readonly path: string;
  /** Where it is written, inside the output (`notes/a/index.html`, `feed.xml`). */
  readonly file: string;
  readonly claimant: Claimant;
}

/**
 * Why two claims cannot both be written: one address for both (`/404` for a redirect
 * and the not-found page; `/index.html`, which hosts serve the home page's file at), or
 * a claim whose file would have to be inside another's file (`/feed.xml/x`), or
 * one whose file is where another needs a folder.
 */
export type ClaimConflictKind = 'same address' | 'inside a file' | 'over a folder';

export interface ClaimConflict<Claimant> {
  readonly kind: ClaimConflictKind;
  /** The later claim, which cannot be written... */
  readonly claim: AddressClaim<Claimant>;
  /** ...beside this earlier one. */
  readonly earlier: AddressClaim<Claimant>;
}

/**
 * Each claim that cannot be written beside an earlier one, with the first such earlier
 * claim: a claim in conflict is left out, so that every later one is compared with
 * what would be written.
 */
export function claimConflicts<Claimant>(claims: Iterable<AddressClaim<Claimant>>): ClaimConflict<Claimant>[] {
  const byPath = new Map<string, AddressClaim<Claimant>>();
  const byFile = new Map<string, AddressClaim<Claimant>>();
  /** The first claim written inside each folder. */
  const byFolder = new Map<string, AddressClaim<Claimant>>();
  const conflicts: ClaimConflict<Claimant>[] = [];
  for (const claim of claims) {
    const folders = foldersOf(claim.file);
    const conflict = conflictOf(claim, folders, byPath, byFile, byFolder);
    if (conflict) {
      conflicts.push(conflict);
      continue;
    }
    byPath.set(claim.path, claim);
    byFile.set(claim.file, claim);
    for (const folder of folders) if (!byFolder.has(folder)) byFolder.set(folder, claim);
  }
  return conflicts;
}

function conflictOf<Claimant>(
  claim: AddressClaim<Claimant>,
  folders: readonly string[],
  byPath: ReadonlyMap<string, AddressClaim<Claimant>>,
  byFile: ReadonlyMap<string, AddressClaim<Claimant>>,
  byFolder: ReadonlyMap<string, AddressClaim<Claimant>>,
): ClaimConflict<Claimant> | undefined {
  const sameAddress = byPath.get(claim.path) ?? byFile.get(claim.file);
  if (sameAddress) return { kind: 'same address', claim, earlier: sameAddress };
  for (const folder of folders) {
    const file = byFile.get(folder);
    // A page at `/feed.xml` is a folder where the feed is the file: hosts serve the file at that address.
    if (file) return { kind: `/${folder}` === claim.path ? 'same address' : 'inside a file', claim, earlier: file };
  }
  const inside = byFolder.get(claim.file);
  return inside && { kind: 'over a folder', claim, earlier: inside };
}

/** The folders a file is written in, outermost first: `notes/a/index.html` is in `notes` and `notes/a`. */
function foldersOf(file: string): string[] {
  const folders: string[] = [];
  for (let end = file.indexOf('/'); end !== -1; end = file.indexOf('/', end + 1)) folders.push(file.slice(0, end));
  return folders;
}
