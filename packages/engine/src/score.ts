import { SUIT_SYMBOL, type Strain } from './card.ts';
import type { Contract } from './auction.ts';
import { err, ok, type EngineError, type Result } from './result.ts';
import { isVulnerable, sideOf, type Vulnerability } from './seat.ts';

/** What a score's points are for, as data: a page words it in its own language from this and the item's numbers. */
export const SCORE_ITEM_KINDS = [
  'passed-out',
  'contract-tricks',
  'overtricks',
  'game-bonus',
  'part-score-bonus',
  'small-slam-bonus',
  'grand-slam-bonus',
  'doubled-made',
  'redoubled-made',
  'undertricks',
] as const;
export type ScoreItemKind = (typeof SCORE_ITEM_KINDS)[number];

export interface ScoreItem {
  /** What the points are for, in words: "Game bonus (not vulnerable)". */
  readonly item: string;
  /** Points for the declaring side; undertricks are negative. */
  readonly points: number;
  readonly kind: ScoreItemKind;
  /** The contract's level and strain, "4♥" (contract tricks). */
  readonly contract?: string;
  /** Over- or undertricks counted. */
  readonly count?: number;
  /** Points each overtrick scores. */
  readonly each?: number;
  /** Whether the contract was doubled (X) or redoubled (XX), where the item depends on it. */
  readonly doubled?: '' | 'X' | 'XX';
  /** Whether the declaring side was vulnerable, where the item depends on it. */
  readonly vulnerable?: boolean;
}

export interface Score {
  readonly ns: number;
  readonly ew: number;
  readonly breakdown: readonly ScoreItem[];
}

const strainWord = (strain: Strain): string => (strain === 'NT' ? 'NT' : SUIT_SYMBOL[strain]);

/** Trick points for the tricks bid beyond six: 20 a minor, 30 a major, 40 + 30 … in no trump. */
function contractTrickPoints(level: number, strain: Strain): number {
  if (strain === 'NT') return 40 + 30 * (level - 1);
  return level * (strain === 'C' || strain === 'D' ? 20 : 30);
}

/**
 * The lowest level at which a contract in `strain` is a game: its trick points, undoubled, reach
 * 100 (3NT, 4♥ or 4♠, 5♣ or 5♦).
 */
export function gameLevel(strain: Strain): number {
  let level = 1;
  while (contractTrickPoints(level, strain) < 100) level++;
  return level;
}

/** Doubled undertricks: not vulnerable 100, 200, 200, then 300 each; vulnerable 200 then 300 each. */
function doubledUndertricks(down: number, vulnerable: boolean): number {
  let total = 0;
  for (let i = 1; i <= down; i++) total += vulnerable ? (i === 1 ? 200 : 300) : i === 1 ? 100 : i <= 3 ? 200 : 300;
  return total;
}

/**
 * Scores a deal by the game card (004_…, §5): raw duplicate score with a breakdown. `tricks` is
 * how many tricks the declarer took.
 */
export function scoreContract(
  contract: Contract | 'passed-out',
  vulnerability: Vulnerability,
  tricks: number,
): Result<Score, EngineError<'tricks'>> {
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > 13) {
    return err('tricks', `tricks must be a whole number from 0 to 13; got ${tricks}`);
  }
  if (contract === 'passed-out') return ok({ ns: 0, ew: 0, breakdown: [{ item: 'Passed out', points: 0, kind: 'passed-out' }] });

  const { level, strain, doubled, declarer } = contract;
  const vul = isVulnerable(vulnerability, sideOf(declarer));
  const vulWord = vul ? 'vulnerable' : 'not vulnerable';
  const factor = doubled === 'XX' ? 4 : doubled === 'X' ? 2 : 1;
  const doubledWord = doubled === 'XX' ? ', redoubled' : doubled === 'X' ? ', doubled' : '';
  const need = level + 6;
  const breakdown: ScoreItem[] = [];

  if (tricks >= need) {
    const trickPoints = contractTrickPoints(level, strain) * factor;
    const bid = `${level}${strainWord(strain)}`;
    breakdown.push({
      item: `Contract tricks (${bid}${doubledWord})`,
      points: trickPoints,
      kind: 'contract-tricks',
      contract: bid,
      doubled,
    });
    const over = tricks - need;
    if (over > 0) {
      const each = doubled === '' ? (strain === 'C' || strain === 'D' ? 20 : 30) : (vul ? 200 : 100) * (factor / 2);
      breakdown.push({
        item: `Overtricks (${over} × ${each}${doubledWord})`,
        points: over * each,
        kind: 'overtricks',
        count: over,
        each,
        doubled,
      });
    }
    if (trickPoints >= 100)
      breakdown.push({ item: `Game bonus (${vulWord})`, points: vul ? 500 : 300, kind: 'game-bonus', vulnerable: vul });
    else breakdown.push({ item: 'Part-score bonus', points: 50, kind: 'part-score-bonus' });
    if (level === 6)
      breakdown.push({ item: `Small slam bonus (${vulWord})`, points: vul ? 750 : 500, kind: 'small-slam-bonus', vulnerable: vul });
    if (level === 7)
      breakdown.push({ item: `Grand slam bonus (${vulWord})`, points: vul ? 1500 : 1000, kind: 'grand-slam-bonus', vulnerable: vul });
    if (doubled === 'X') breakdown.push({ item: 'Doubled contract made', points: 50, kind: 'doubled-made' });
    if (doubled === 'XX') breakdown.push({ item: 'Redoubled contract made', points: 100, kind: 'redoubled-made' });
  } else {
    const down = need - tricks;
    const penalty = doubled === '' ? down * (vul ? 100 : 50) : doubledUndertricks(down, vul) * (factor / 2);
    breakdown.push({
      item: `Undertricks (${down} down${doubledWord}, ${vulWord})`,
      points: -penalty,
      kind: 'undertricks',
      count: down,
      doubled,
      vulnerable: vul,
    });
  }

  const total = breakdown.reduce((sum, b) => sum + b.points, 0);
  const ns = sideOf(declarer) === 'NS' ? total : -total;
  // `0 - x` keeps a zero score +0 rather than −0, which JSON and equality treat alike but tests print oddly.
  return ok({ ns: ns + 0, ew: 0 - ns, breakdown });
}
