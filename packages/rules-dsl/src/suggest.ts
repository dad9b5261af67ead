/**
 * Suggestions for near-misses ("lenght" → "length", "Spade" → "Spades"): the closest expected word
 * by optimal-string-alignment distance, where swapping two neighbouring letters counts as one edit.
 */
/** Three rows of the distance table, kept between calls: every unknown word of a source asks for a suggestion. */
let table: [Int32Array, Int32Array, Int32Array] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

export function editDistance(a: string, b: string): number {
  const cols = b.length + 1;
  if (table[0].length < cols) table = [new Int32Array(cols * 2), new Int32Array(cols * 2), new Int32Array(cols * 2)];
  // The row two above (for a swap), the row above, and the row being filled.
  let [twoAbove, above, current] = table;
  for (let j = 0; j < cols; j++) above[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((above[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (twoAbove[j - 2] ?? 0) + 1);
      current[j] = best;
    }
    [twoAbove, above, current] = [above, current, twoAbove];
  }
  return above[b.length] ?? 0;
}

/** How far a word may be from a candidate and still count as a near-miss. */
const tolerance = (length: number): number => (length <= 3 ? 1 : length <= 6 ? 2 : 3);

/** The candidate closest to `found` (case ignored), if it is close enough to be a likely typo. */
export function closest(found: string, candidates: Iterable<string>): string | undefined {
  const f = found.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    // Lengths further apart than the tolerance can't be a typo; skipping them also keeps a long
    // word from costing its length times every candidate's.
    if (Math.abs(f.length - candidate.length) > tolerance(Math.max(f.length, candidate.length))) continue;
    const c = candidate.toLowerCase();
    if (c === f) continue;
    const distance = editDistance(f, c);
    if (distance < bestDistance && distance <= tolerance(Math.max(f.length, c.length)) && distance < c.length) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
