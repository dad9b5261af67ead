import { SEAT_NAME, actorOf, displayCard, err, legalCards, ok, sideOf, type EngineError, type Result } from '@tenace/engine';
import { type CardChoice, type RatedCard, robotPlayWithBook, robotBid } from '@tenace/robots';
import { ROBOT_SEATS, USER_SEAT, cardBudget, tableBook, type Table, type TableAction, type TableOptions } from './table.ts';

/** What the robot would do in South's place, and why in plain words. */
export interface TableHint {
  readonly action: Extract<TableAction, { kind: 'call' | 'play' }>;
  readonly reason: string;
}

const tricksWord = (n: number): string => `${n.toFixed(1)} trick${n.toFixed(1) === '1.0' ? '' : 's'}`;

/** Why the robot chose its card: the only card, cards alike, or the layouts it solved (how often it reaches the contract's goal, else its tricks, also where another card reaches the goal on a few more layouts). */
export function cardReason(choice: CardChoice, legalCount: number, fromDummy: boolean, declaring: boolean): string {
  const card = `${displayCard(choice.card)}${fromDummy ? ' from dummy' : ''}`;
  if (legalCount === 1) return `${card} is the only card you can play.`;
  const [best, next] = choice.ratings;
  if (best === undefined) {
    return choice.outOfTime
      ? `No layout of the hidden cards could be worked out in time, so ${card} is the usual card here.`
      : `The cards you can play are alike in effect; ${card} is the usual one to play.`;
  }
  const layoutsOf = (n: number): string => `${n} layouts of the hidden cards that agree with the bidding and the play`;
  const goal = declaring ? 'makes the contract' : 'beats the contract';
  const percent = (share: number): string => `${Math.round(share * 100)} %`;
  // Goal shares too close to part are read as level (the engine's GOAL_LEVEL): the card played
  // may take more tricks than one reaching the goal on a layout or two more.
  const surer = choice.ratings.reduce<RatedCard | undefined>(
    (most, r) => (r.layouts === best.layouts && r.goal > (most ?? best).goal ? r : most),
    undefined,
  );
  if (surer !== undefined) {
    return (
      `${card} takes ${tricksWord(best.tricks)} from here on for your side, on average over ${layoutsOf(choice.samples)}; ` +
      `${displayCard(surer.card)} ${goal} on a few more layouts (${percent(surer.goal)} against ${percent(best.goal)}), too few to tell apart, but takes ${tricksWord(surer.tricks)}.`
    );
  }
  // The goal is judged on the screened layouts too; the tricks only on those solved exactly.
  if ((next !== undefined && next.goal < best.goal) || choice.samples === 0) {
    const nextBest = next === undefined ? '' : `; the next best, ${displayCard(next.card)}, on ${percent(next.goal)}`;
    return `${card} ${goal} on ${percent(best.goal)} of ${layoutsOf(Math.max(choice.samples, choice.screened))}${nextBest}.`;
  }
  const layouts = layoutsOf(choice.samples);
  const against =
    next !== undefined && next.tricks < best.tricks ? `; the next best, ${displayCard(next.card)}, takes ${tricksWord(next.tricks)}` : '';
  return `${card} takes ${tricksWord(best.tricks)} from here on for your side, on average over ${layouts}${against}.`;
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
    reason: cardReason(move.choice, legalCards(game.play).length, fromDummy, sideOf(USER_SEAT) === sideOf(game.contract.declarer)),
  });
}
