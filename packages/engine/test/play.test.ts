import { describe, expect, it } from 'vitest';
import {
  completedTricks,
  currentTrick,
  isMaster,
  legalCards,
  parseCard,
  parsePbnDeal,
  playCard,
  playedCards,
  startPlay,
  tricksWon,
  unwrap,
  CardSet,
  type Contract,
  type Play,
} from '../src/index.ts';
import { isPlayOver } from '../src/play.ts';

/*
 * West holds all thirteen hearts, so on a heart lead the other three are void and show what a
 * player without the suit led may do. South holds nine spades; East has two small ones.
 */
const DEAL = unwrap(parsePbnDeal('N:32..AKQJT9876.AK 54..432.QJT98765 AKQJT9876..5.432 .AKQJT98765432..'));

const contract = (strain: Contract['strain'], declarer: Contract['declarer'] = 'S'): Contract => ({
  level: 4,
  strain,
  doubled: '',
  declarer,
});

const c = (text: string) => unwrap(parseCard(text));

/** Plays cards in order from whoever is on turn; fails the test on an illegal card. */
function playAll(play: Play, cards: readonly string[]): Play {
  return cards.reduce((p, text) => unwrap(playCard(p, c(text))), play);
}

describe('the opening lead', () => {
  it("is made by the declarer's left-hand opponent", () => {
    expect(startPlay(DEAL, contract('S', 'S')).turn).toBe('W');
    expect(startPlay(DEAL, contract('S', 'N')).turn).toBe('E');
    expect(startPlay(DEAL, contract('NT', 'E')).turn).toBe('S');
    expect(startPlay(DEAL, contract('NT', 'W')).turn).toBe('N');
  });

  it('cannot be made by anyone else: the card must be in the hand on turn', () => {
    const result = playCard(startPlay(DEAL, contract('S')), c('SA'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe("♠A is not in West's hand");
  });
});

describe('following suit', () => {
  it('a player with the suit led must follow, and is told so in plain words', () => {
    // South leads a club; West has none and discards, North still holds the ♣A and ♣K.
    const play = playAll(startPlay(DEAL, contract('S')), ['HA', 'D6', 'S4', 'S6', 'C2', 'H2']);
    expect(play.turn).toBe('N');
    const result = playCard(play, c('D7'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('you must follow clubs');
    expect(legalCards(play)).toEqual([c('CA'), c('CK')]);
  });

  it('a player void in the suit led may play any card, with no duty to trump', () => {
    const play = startPlay(DEAL, contract('S'));
    const afterLead = unwrap(playCard(play, c('HA')));
    // North has trumps but may discard a diamond instead.
    expect(legalCards(afterLead)).toHaveLength(13);
    const discarded = playCard(afterLead, c('D6'));
    expect(discarded.ok).toBe(true);
  });
});

describe('winning a trick', () => {
  it('the highest trump wins, even over the ace of the suit led', () => {
    // ♥A led, North discards, East ruffs ♠4, South overruffs ♠6.
    const play = playAll(startPlay(DEAL, contract('S')), ['HA', 'D6', 'S4', 'S6']);
    const [trick] = play.tricks;
    expect(trick?.winner).toBe('S');
  });

  it('a lower trump loses to a higher one played earlier', () => {
    const play = playAll(startPlay(DEAL, contract('S')), ['HA', 'S2', 'S5', 'D5']);
    expect(play.tricks[0]?.winner).toBe('E');
  });

  it('in no trump only the suit led can win', () => {
    // South throws the ♠A on West's ♥2 lead: it does not win in no trump.
    const play = playAll(startPlay(DEAL, contract('NT')), ['H2', 'DA', 'C5', 'SA']);
    expect(play.tricks[0]?.winner).toBe('W');
  });

  it('a card of another suit does not win in a suit contract unless it is a trump', () => {
    const play = playAll(startPlay(DEAL, contract('H')), ['H2', 'DA', 'C5', 'SA']);
    expect(play.tricks[0]?.winner).toBe('W');
  });

  it('the winner of a trick leads to the next', () => {
    const ruffed = playAll(startPlay(DEAL, contract('S')), ['HA', 'D6', 'S4', 'S6']);
    expect(ruffed.turn).toBe('S');
    expect(currentTrick(ruffed)).toBeUndefined();
    const next = unwrap(playCard(ruffed, c('C2')));
    expect(next.tricks[1]?.leader).toBe('S');
    // South led ♣2, West discards, North wins with the ♣A and leads next.
    const won = playAll(next, ['H2', 'CA', 'C5']);
    expect(won.tricks[1]?.winner).toBe('N');
    expect(won.turn).toBe('N');
  });
});

describe('masters', () => {
  const cards = (...names: string[]) => CardSet.fromCards(names.map((n) => unwrap(parseCard(n))));
  const card = (name: string) => unwrap(parseCard(name));

  it('a card beating every card of its suit the other side holds is a master, whatever it holds elsewhere', () => {
    const theirs = cards('SJ', 'S4', 'HA', 'C2');
    expect(isMaster(card('SQ'), theirs)).toBe(true);
    expect(isMaster(card('ST'), theirs)).toBe(false);
    expect(isMaster(card('HK'), theirs)).toBe(false);
    expect(isMaster(card('D2'), theirs)).toBe(true); // they hold no diamond
    expect(isMaster(card('C3'), theirs)).toBe(true);
    expect(isMaster(card('SA'), cards('SK', 'SQ'))).toBe(true);
  });
});

describe('a whole play', () => {
  it('lasts exactly thirteen tricks of four cards, each card played once', () => {
    let play = startPlay(DEAL, contract('S'));
    let moves = 0;
    while (!isPlayOver(play) && moves < 60) {
      const [first] = legalCards(play);
      if (first === undefined) break;
      play = unwrap(playCard(play, first));
      moves++;
    }
    expect(moves).toBe(52);
    expect(isPlayOver(play)).toBe(true);
    expect(play.tricks).toHaveLength(13);
    expect(completedTricks(play)).toHaveLength(13);
    expect(play.tricks.every((t) => t.cards.length === 4)).toBe(true);
    expect(new Set(playedCards(play)).size).toBe(52);
    const won = tricksWon(play);
    expect(won.NS + won.EW).toBe(13);
    expect(legalCards(play)).toEqual([]);
    const after = playCard(play, c('SA'));
    expect(after.ok).toBe(false);
    if (!after.ok) expect(after.error.message).toBe('the play is over');
  });

  it('refuses a card already played', () => {
    const play = playAll(startPlay(DEAL, contract('S')), ['HA', 'D6', 'S4', 'S6']);
    const again = playCard(play, c('S6'));
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.message).toBe("♠6 is not in South's hand");
  });
});
