/**
 * The colour of a person's cursor and selection on the live channel: the same for a name on every
 * screen and after every reconnect, so it is a hash of the username into a palette of colours that
 * stay apart from each other and read on the planner's light and dark backgrounds.
 */

/** Twelve distinct CSS colours (Tableau's and ColorBrewer's, darkened enough to read on white). */
export const PEER_COLORS = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#9467bd',
  '#ff7f0e',
  '#17becf',
  '#e377c2',
  '#8c564b',
  '#bcbd22',
  '#393b79',
  '#637939',
  '#843c39',
] as const;

/** FNV-1a over the name's UTF-16 code units: fast, stable across runtimes, well spread. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export function colorFor(username: string): string {
  return PEER_COLORS[hash(username) % PEER_COLORS.length] ?? PEER_COLORS[0];
}
