/** `2025-09-02`: the day on this machine's clock, in its own time zone, as writers date posts. */
export function localDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}
