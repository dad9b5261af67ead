/**
 * Reading a championship-sized PBN file: `npx tsx bench/import.bench.ts [megabytes]`.
 *
 * Writes a team match of two-room games (each board's closed-room game repeating only the tags
 * that changed, as tournament software writes them; test/fixtures/two-room.ts) of about the size
 * asked (2 MB unless given), then times parsePbn on it, every call and card checked: the median of
 * five runs after a warm-up, and how many games it read.
 */
import { percentile } from '@tenace/bench-stats';
import { parsePbn } from '../src/pbn.ts';
import { twoRoomPbn } from '../test/fixtures/two-room.ts';

const megabytes = Number(process.argv[2] ?? 2);
// A board's two games take about 1.1 KB: size the match from one board's text.
const perBoard = twoRoomPbn(20).text.length / 20;
const { text, games } = twoRoomPbn(Math.ceil((megabytes * 1024 * 1024) / perBoard));

parsePbn(text);
const times: number[] = [];
let read = 0;
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  const file = parsePbn(text);
  times.push(performance.now() - start);
  read = file.ok ? file.value.boards.length : 0;
}
times.sort((a, b) => a - b);
console.log(
  `${(text.length / 1024 / 1024).toFixed(2)} MB, ${games.length} games: read ${read}; parsePbn median ${percentile(times, 50).toFixed(0)} ms (of 5 runs, ${times.map((t) => t.toFixed(0)).join(', ')})`,
);
