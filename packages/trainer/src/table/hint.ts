import { SEAT_NAME, actorOf, displayCard, err, legalCards, ok, sideOf, type EngineError, type Result } from '@tenace/engine';
import { type CardChoice, type RatedCard, robotPlayWithBook, robotBid } from '@tenace/robots';
import type { Language } from '@tenace/rules-dsl';
import { ROBOT_SEATS, USER_SEAT, cardBudget, tableBook, type Table, type TableAction, type TableOptions } from './table.ts';

/** What the robot would do in South's place, and why in plain words. */
export interface TableHint {
  readonly action: Extract<TableAction, { kind: 'call' | 'play' }>;
  readonly reason: string;
}

/** The words of a card's reason in each language (the terms of docs/indonesian.md). */
interface CardWords {
  readonly tricks: (n: number) => string;
  readonly fromDummy: string;
  readonly only: (card: string) => string;
  readonly outOfTime: (card: string) => string;
  readonly alike: (card: string) => string;
  readonly layouts: (n: number) => string;
  readonly goal: (declaring: boolean) => string;
  readonly takes: (card: string, tricks: string, layouts: string) => string;
  readonly surer: (card: string, goal: string, surer: string, against: string, tricks: string) => string;
  readonly reaches: (card: string, goal: string, percent: string, layouts: string, nextBest: string) => string;
  readonly nextOn: (card: string, percent: string) => string;
  readonly nextTakes: (card: string, tricks: string) => string;
}

const CARD_WORDS: Readonly<Record<Language, CardWords>> = {
  en: {
    tricks: (n) => `${n.toFixed(1)} trick${n.toFixed(1) === '1.0' ? '' : 's'}`,
    fromDummy: ' from dummy',
    only: (card) => `${card} is the only card you can play.`,
    outOfTime: (card) => `No layout of the hidden cards could be worked out in time, so ${card} is the usual card here.`,
    alike: (card) => `The cards you can play are alike in effect; ${card} is the usual one to play.`,
    layouts: (n) => `${n} layouts of the hidden cards that agree with the bidding and the play`,
    goal: (declaring) => (declaring ? 'makes the contract' : 'beats the contract'),
    takes: (card, tricks, layouts) => `${card} takes ${tricks} from here on for your side, on average over ${layouts}`,
    surer: (card, goal, surer, against, tricks) =>
      `${card} ${goal} on a few more layouts (${surer} against ${against}), too few to tell apart, but takes ${tricks}.`,
    reaches: (card, goal, percent, layouts, nextBest) => `${card} ${goal} on ${percent} of ${layouts}${nextBest}.`,
    nextOn: (card, percent) => `; the next best, ${card}, on ${percent}`,
    nextTakes: (card, tricks) => `; the next best, ${card}, takes ${tricks}`,
  },
  id: {
    tricks: (n) => `${n.toFixed(1)} trik`,
    fromDummy: ' dari dummy',
    only: (card) => `${card} adalah satu-satunya kartu yang bisa Anda mainkan.`,
    outOfTime: (card) => `Tidak ada susunan kartu tersembunyi yang sempat dihitung, jadi ${card} adalah kartu yang lazim di sini.`,
    alike: (card) => `Kartu-kartu yang bisa Anda mainkan sama hasilnya; ${card} adalah yang lazim dimainkan.`,
    layouts: (n) => `${n} susunan kartu tersembunyi yang sesuai dengan lelang dan permainan`,
    goal: (declaring) => (declaring ? 'memenuhi kontrak' : 'mengalahkan kontrak'),
    takes: (card, tricks, layouts) => `${card} mengambil ${tricks} mulai sekarang untuk pihak Anda, rata-rata atas ${layouts}`,
    surer: (card, goal, surer, against, tricks) =>
      `${card} ${goal} pada beberapa susunan lebih banyak (${surer} lawan ${against}), terlalu sedikit untuk dibedakan, tetapi mengambil ${tricks}.`,
    reaches: (card, goal, percent, layouts, nextBest) => `${card} ${goal} pada ${percent} dari ${layouts}${nextBest}.`,
    nextOn: (card, percent) => `; terbaik berikutnya, ${card}, pada ${percent}`,
    nextTakes: (card, tricks) => `; terbaik berikutnya, ${card}, mengambil ${tricks}`,
  },
};

/**
 * Why the robot chose its card, in `language`: the only card, cards alike, or the layouts it
 * solved (how often it reaches the contract's goal, else its tricks, also where another card
 * reaches the goal on a few more layouts).
 */
export function cardReason(
  choice: CardChoice,
  legalCount: number,
  fromDummy: boolean,
  declaring: boolean,
  language: Language = 'en',
): string {
  const w = CARD_WORDS[language];
  const card = `${displayCard(choice.card)}${fromDummy ? w.fromDummy : ''}`;
  if (legalCount === 1) return w.only(card);
  const [best, next] = choice.ratings;
  if (best === undefined) return choice.outOfTime ? w.outOfTime(card) : w.alike(card);
  const goal = w.goal(declaring);
  const percent = (share: number): string => `${Math.round(share * 100)} %`;
  // Goal shares too close to part are read as level (the engine's GOAL_LEVEL): the card played
  // may take more tricks than one reaching the goal on a layout or two more.
  const surer = choice.ratings.reduce<RatedCard | undefined>(
    (most, r) => (r.layouts === best.layouts && r.goal > (most ?? best).goal ? r : most),
    undefined,
  );
  if (surer !== undefined) {
    return `${w.takes(card, w.tricks(best.tricks), w.layouts(choice.samples))}; ${w.surer(displayCard(surer.card), goal, percent(surer.goal), percent(best.goal), w.tricks(surer.tricks))}`;
  }
  // The goal is judged on the screened layouts too; the tricks only on those solved exactly.
  if ((next !== undefined && next.goal < best.goal) || choice.samples === 0) {
    const nextBest = next === undefined ? '' : w.nextOn(displayCard(next.card), percent(next.goal));
    return w.reaches(card, goal, percent(best.goal), w.layouts(Math.max(choice.samples, choice.screened)), nextBest);
  }
  const against = next !== undefined && next.tricks < best.tricks ? w.nextTakes(displayCard(next.card), w.tricks(next.tricks)) : '';
  return `${w.takes(card, w.tricks(best.tricks), w.layouts(choice.samples))}${against}.`;
}

/** Why there is no hint now: the deal is over, or it is not South's turn. */
export const TABLE_HINT_CODES = ['game-over', 'not-your-turn'] as const;
export type TableHintCode = (typeof TABLE_HINT_CODES)[number];

/**
 * The robot's answer where South is to act in a game in progress, which is all it asks for: a
 * refusal is a bug, thrown as one (the API answered it with a 500 before its codes were closed,
 * and still does). A hint changes nothing, so no game suffers.
 */
function robotAnswer<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new Error(`the robot could not give a hint: ${result.error.code}: ${result.error.message}`);
}

/**
 * The robot's call or card for South now, with its reason: the rule book's call with its meaning,
 * or the card that does best over layouts of the cards South cannot see. It sees only what South
 * sees; the game does not change.
 */
export function tableHint(table: Table, options: TableOptions = {}): Result<TableHint, EngineError<TableHintCode>> {
  const { game, setup } = table;
  const book = options.book ?? tableBook(setup);
  if (game.phase === 'done') return err('game-over', 'the deal is over');
  const actor = actorOf(game);
  if (actor !== USER_SEAT) return err('not-your-turn', `it is ${actor === undefined ? 'nobody' : SEAT_NAME[actor]}'s turn, not yours`);
  if (game.phase === 'auction') {
    const context = { hand: game.deal[USER_SEAT], vulnerability: game.vulnerability, auction: game.auction };
    const made = robotAnswer(robotBid(context, { book, language: options.language ?? 'en' }));
    return ok({ action: { kind: 'call', call: made.call }, reason: made.explanation });
  }
  // Hints sample apart from the robots' own card play, so asking never changes what they will do.
  const move = robotAnswer(
    robotPlayWithBook(book, game, USER_SEAT, { seed: `${setup.seed}/hint`, claims: false, ...cardBudget(options) }, ROBOT_SEATS),
  );
  // Without claims (asked for above) the robot's move is a card.
  if (move.kind !== 'play') throw new Error('the robot claimed when asked for a card');
  const fromDummy = game.play.turn !== USER_SEAT;
  return ok({
    action: { kind: 'play', card: move.card },
    reason: cardReason(
      move.choice,
      legalCards(game.play).length,
      fromDummy,
      sideOf(USER_SEAT) === sideOf(game.contract.declarer),
      options.language,
    ),
  });
}
