/**
 * Suggestions for near-misses ("lenght" → "length", "Spade" → "Spades"): the closest expected word
 * by optimal-string-alignment distance, where swapping two neighbouring letters counts as one edit.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number): number => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

/** How far a word may be from a candidate and still count as a near-miss. */
const tolerance = (length: number): number => (length <= 3 ? 1 : length <= 6 ? 2 : 3);

/** The candidate closest to `found` (case ignored), if it is close enough to be a likely typo. */
export function closest(found: string, candidates: Iterable<string>): string | undefined {
  const f = found.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
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
