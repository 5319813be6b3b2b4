/** What `sitegen` exits with, so that CI can tell a broken site from a mistyped command. */
export const ExitCode = {
  ok: 0,
  /** The content, a template, a stylesheet or the client script is wrong. */
  siteError: 1,
  /** The command line is wrong. */
  usage: 2,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
