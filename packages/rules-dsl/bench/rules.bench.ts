/**
 * Benchmark of the rule language: compile time of a generated 2,000-line rule file, and rule
 * decisions per second on random hands (target: at least 100,000 a second).
 * Run with `npx tsx bench/rules.bench.ts` (or `pnpm bench`) in packages/rules-dsl.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SEATS, auctionFromCalls, dealFromSeed, parseCall, unwrap, type Auction, type CardSet } from '@tenace/engine';
import { compileRules, decide, readCall, type RuleBook } from '../src/index.ts';

const SUITS = ['Clubs', 'Diamonds', 'Hearts', 'Spades'];
const CALLS = ['1 Clubs', '1 Diamonds', '1 Hearts', '1 Spades', '1 NoTrump', '2 Clubs', '2 NoTrump'];

/** A rule file of at least `lines` lines, in the shape a real book has: situations of ordered rules. */
function generateBook(lines: number): string {
  const out: string[] = ['# Generated for the benchmark.'];
  for (let k = 0; out.length < lines; k++) {
    const opening = CALLS[k % CALLS.length] ?? '1 Clubs';
    const suit = SUITS[k % 4] ?? 'Clubs';
    const other = SUITS[(k + 1) % 4] ?? 'Hearts';
    out.push(
      `Situation "Generated ${k}: after partner's ${opening}"`,
      '  When my partner opened',
      `  When my partner's last bid is ${opening}`,
      "  When my right opponent's last bid is pass",
      '',
      `  If length of ${suit} >= ${4 + (k % 3)}`,
      `  If points ${6 + (k % 5)} to ${10 + (k % 7)}`,
      `  If ${suit} holds 2 of the top 3 honours or 3 of the top 5`,
      "  Set support for my partner's first bid suit to good",
      `  Bid 2 ${suit}`,
      `  Means "Rule ${k}.1: {suit}, ${6 + (k % 5)}+ points."`,
      '',
      `  If length of my partner's first bid suit >= 3`,
      '  If hand is balanced or shape is 5-4-2-2',
      `  If number of aces >= ${k % 3}`,
      '  Bid 3 NoTrump',
      `  Means "Rule ${k}.2"`,
      '',
      `  If length of ${other} >= length of ${suit}`,
      '  If strength of best suit >= 2 strong top cards',
      '  If we are not vulnerable or they are vulnerable',
      '  Bid 2 of best suit',
      `  Means "Rule ${k}.3"`,
      '',
      `  If suit of my partner's first bid is major suit`,
      "  If support for my partner's first bid suit >= good",
      "  Bid 4 of my partner's first bid suit",
      '',
      '  If points <= 5',
      '  Bid Pass',
      '',
    );
  }
  return out.join('\n');
}

function timeIt(run: () => void, repeat: number): number {
  const times: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

// ---- Compile time ----

const big = generateBook(2000);
const bigLines = big.split('\n').length;
let bigBook: RuleBook | undefined;
const compileMs = timeIt(() => {
  const r = compileRules(big, 'generated.rules');
  if (!r.ok) throw new Error(`the generated book has errors: ${r.error[0]?.message ?? ''}`);
  // Compiling is lazy: evaluate every situation so the figure is the whole file's.
  for (const situation of r.value.situations) void [situation.conditions, situation.rules];
  bigBook = r.value;
}, 15);
if (bigBook === undefined) throw new Error('no book');
console.log(`compile: ${bigLines} lines, ${bigBook.ruleCount} rules in ${compileMs.toFixed(1)} ms (median of 15)`);

// ---- Decisions on random hands ----

const sampleSource = readFileSync(fileURLToPath(new URL('../test/fixtures/sample.rules', import.meta.url)), 'utf8');
const sample = compileRules(sampleSource, 'sample.rules');
if (!sample.ok) throw new Error('the sample book has errors');

const hands: CardSet[] = [];
for (let i = 0; i < 5000; i++) {
  const deal = dealFromSeed(`bench-${i}`);
  for (const seat of SEATS) hands.push(deal[seat]);
}
const auction = (text: string): Auction =>
  unwrap(
    auctionFromCalls(
      'N',
      text
        .split(' ')
        .filter((c) => c !== '')
        .map((c) => unwrap(parseCall(c))),
    ),
  );
const auctions: { name: string; auction: Auction }[] = [
  { name: 'opening', auction: auction('') },
  { name: 'responding to 1♥', auction: auction('1H Pass') },
  { name: "opener's rebid after 1♥–2♥", auction: auction('1H Pass 2H Pass') },
  { name: 'responder after 1♥–2♥–3♥', auction: auction('1H Pass 2H Pass 3H Pass') },
];

function decisionsPerSecond(book: RuleBook, a: Auction, trace: boolean): number {
  const n = hands.length;
  let made = 0;
  // Warm up, then measure.
  for (let i = 0; i < 2000; i++) decide(book, { hand: hands[i % n] as CardSet, vulnerability: 'None', auction: a }, { trace });
  const start = performance.now();
  let count = 0;
  while (performance.now() - start < 600) {
    for (let i = 0; i < n; i++) {
      const d = decide(book, { hand: hands[i] as CardSet, vulnerability: 'None', auction: a }, { trace });
      if (d.call !== undefined) made++;
    }
    count += n;
  }
  void made;
  return count / ((performance.now() - start) / 1000);
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
for (const [name, book] of [
  ['sample book', sample.value],
  ['2,000-line book', bigBook],
] as const) {
  for (const a of auctions) {
    const withTrace = decisionsPerSecond(book, a.auction, true);
    const without = decisionsPerSecond(book, a.auction, false);
    console.log(`decide, ${name}, ${a.name}: ${fmt(withTrace)} decisions/s with trace, ${fmt(without)} without`);
  }
}

// ---- Reading a call ----

const readStart = performance.now();
let reads = 0;
const responding = auction('1H Pass');
const twoHearts = unwrap(parseCall('2H'));
while (performance.now() - readStart < 500) {
  readCall(sample.value, { vulnerability: 'None', auction: responding }, twoHearts);
  reads++;
}
console.log(`readCall, sample book, 2♥ over 1♥: ${fmt(reads / ((performance.now() - readStart) / 1000))} readings/s`);
