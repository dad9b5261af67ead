// Boards as POST /deals/import gives them, and an analysis as POST /deals/analyse does, for the pages' tests.
import type { DealAnalyseAnswer, DealImport, HandRecord } from '../src/api/types.ts';
import { playedTrick } from './fake-api.ts';

/** 3♥ by North (the first three tricks of it), East leading: a board with its play. */
export const BOARD: HandRecord = {
  index: 0,
  board: '1',
  event: 'Club night',
  site: 'Club',
  date: '2026.12.01',
  scoring: 'MP',
  players: { N: 'Mulder', E: 'de Boer', S: 'Meijer', W: 'Smit' },
  dealer: 'N',
  vulnerability: 'None',
  deal: 'N:J74.KQT92.Q2.KT3 86.4.KT964.98742 AT52.J653.75.QJ5 KQ93.A87.AJ83.A6',
  hands: { N: 'J74.KQT92.Q2.KT3', E: '86.4.KT964.98742', S: 'AT52.J653.75.QJ5', W: 'KQ93.A87.AJ83.A6' },
  auction: [
    { seat: 'N', call: '1H', meaning: '12–21 points, five or more hearts.', note: null, alert: false },
    { seat: 'E', call: 'Pass', meaning: null, note: null, alert: false },
    { seat: 'S', call: '3H', meaning: '10–12 points, four or more hearts.', note: 'limit raise', alert: true },
    { seat: 'W', call: 'Pass', meaning: null, note: null, alert: false },
    { seat: 'N', call: 'Pass', meaning: null, note: null, alert: false },
    { seat: 'E', call: 'Pass', meaning: null, note: null, alert: false },
  ],
  contract: '3H',
  declarer: 'N',
  play: ['DT', 'D5', 'DA', 'D2', 'CA', 'C3', 'C2', 'C5', 'C6', 'CT', 'C4', 'CJ'],
  tricks: [
    playedTrick('E', ['DT', 'D5', 'DA', 'D2'], 'W'),
    playedTrick('W', ['CA', 'C3', 'C2', 'C5'], 'W'),
    playedTrick('W', ['C6', 'CT', 'C4', 'CJ'], 'S'),
  ],
  result: 9,
  score: {
    ns: 140,
    ew: -140,
    breakdown: [{ item: 'Contract tricks (3♥)', points: 90, kind: 'contract-tricks', contract: '3♥', doubled: '' }],
  },
  warnings: [],
};

/** Board 2: passed out, with a warning the import gave. */
export const BOARD_2: HandRecord = {
  ...BOARD,
  index: 2,
  board: '2',
  dealer: 'E',
  auction: ['E', 'S', 'W', 'N'].map((seat) => ({ seat: seat as 'N', call: 'Pass', meaning: null, note: null, alert: false })),
  contract: 'Pass',
  declarer: null,
  play: [],
  tricks: [],
  result: null,
  score: { ns: 0, ew: 0, breakdown: [] },
  warnings: [{ code: 'tag-inherited', message: 'the Vulnerable tag is taken from the game before', line: 40 }],
};

export const IMPORTED: DealImport = {
  format: 'pbn',
  boards: [BOARD, BOARD_2],
  failed: [{ index: 1, board: '6', line: 31, code: 'deal', message: 'the deal has 51 cards' }],
};

export const LIN = 'pn|Meijer,Smit,Mulder,de Boer|md|3SAT52HJ653D75CQJ5,SKQ93HA87DAJ83CA6,SJ74HKQT92DQ2CKT3,|sv|o|ah|Board 1|';

export const ANALYSIS: DealAnalyseAnswer = {
  tricks: {
    N: { C: 5, D: 6, H: 9, S: 5, NT: 6 },
    S: { C: 5, D: 6, H: 9, S: 5, NT: 6 },
    E: { C: 8, D: 7, H: 4, S: 8, NT: 7 },
    W: { C: 8, D: 7, H: 4, S: 8, NT: 7 },
  },
  par: { score: 140, contracts: ['3H by N'] },
  cards: [
    { index: 0, trick: 1, seat: 'E', card: 'DT', before: 4, after: 4, kept: [] },
    { index: 1, trick: 1, seat: 'S', card: 'D5', before: 9, after: 9, kept: [] },
    { index: 4, trick: 2, seat: 'W', card: 'CA', before: 4, after: 3, kept: ['DK', 'DJ'] },
  ],
  calls: [
    {
      index: 2,
      seat: 'S',
      call: '3H',
      meaning: '10–12 points, four or more hearts.',
      bookCall: '2H',
      bookMeaning: '6–10 points, three or more hearts.',
      why: 'South has 7 points, not 10–12.',
    },
  ],
  pbn: '% PBN 2.1\n[Board "1"]\n[OptimumResultTable "Declarer;Denomination\\\\2R;Result\\\\2R"]\n[ParContract "NS 3H"]\n',
  lin: LIN,
  handviewer: `https://www.bridgebase.com/tools/handviewer.html?lin=${encodeURIComponent(LIN)}`,
  warnings: [],
};
