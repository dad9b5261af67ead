import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf } from './sheet.ts';

/**
 * Part two's rules from the fourth blind batch (test/fixtures/sayc-booklet.ts): opener's jump shift
 * and responder after it, responder's notrump needing the fourth suit stopped, opener after
 * 1♦ – 2♣ and after a positive response to 2♣, a new suit or a raise over a three-level preempt,
 * the double of their Stayman or transfer, our 1NT doubled (systems on) or overcalled (the cue
 * bid as Stayman), a new suit after a completed transfer, partner's weak two doubled, opener's
 * rebid when they overcall or double the response, opener after an invitation over its minimum
 * rebid, the negative doubler's second call, the overcaller's after their raise, and the takeout
 * doubler's after the cheapest answer at two or their rebid, and opener after responder's 1NT over
 * their overcall. Hands other than the batch's, with their edges.
 */
const cases: [string, string, string, string, string][] = [
  // Opener's jump shift: 19–21 and four cards in a suit the cheapest bid would not show as a reverse.
  ['1♦ Pass 1♥ Pass', 'AKJ3.4.AKJ85.K52', '2♠', 'A jump shift', '19 points and four spades'],
  ['1♣ Pass 1♦ Pass', '4.AKQ3.K32.AKJ85', '2♥', 'A jump shift', '20 points and four hearts'],
  ['1♥ Pass 1♠ Pass', '4.AKJ85.A32.AKJ2', '3♣', 'A jump shift', '20 points and four clubs'],
  ['1♥ Pass 1♠ Pass', '4.AKJ85.AKQ2.K32', '3♦', 'A jump shift', '20 points and four diamonds'],
  ['1♦ Pass 1♥ Pass', 'AQJ3.4.AKJ85.K52', '1♠', 'a second suit', '18 points: no jump shift'],
  ['1♣ Pass 1♠ Pass', 'A2.AKQ4.K3.KJ852', '2♥', 'A reverse', 'four hearts over spades: the reverse, not a jump'],
  // Responder never passes the jump shift.
  ['1♦ Pass 1♥ Pass 2♠ Pass', 'K52.QJ843.J73.95', '3♥', 'Forcing', 'five hearts and nothing else to show'],
  ['1♦ Pass 1♥ Pass 2♠ Pass', 'Q52.KJ84.973.KJ2', '3NT', 'stopper in clubs', 'a club stopper'],
  ['1♦ Pass 1♥ Pass 2♠ Pass', 'KQ52.J984.973.52', '4♠', 'game', 'four spades'],
  ['1♦ Pass 1♠ Pass 3♣ Pass', 'KJ852.Q73.52.952', '3♠', 'Forcing', "part one's jump shift, 6 points"],
  // Responder's notrump wants the fourth suit stopped; without a stopper, a raise of opener's minor.
  ['1♣ Pass 1♥ Pass 1♠ Pass', 'Q2.KJ84.852.KJ85', '2♣', 'no stopper', '10 points, no diamond stopper, four clubs'],
  ['1♣ Pass 1♥ Pass 1♠ Pass', 'Q2.KJ84.K52.J985', '1NT', 'stopper in diamonds', '10 points and a diamond stopper'],
  ['1♣ Pass 1♥ Pass 1♠ Pass', 'Q2.KJ84.852.AQ85', '3♣', 'invites game', '12 points, no diamond stopper, four clubs'],
  ['1♣ Pass 1♥ Pass 1♠ Pass', 'Q2.KJ84.A52.Q985', '2NT', 'stopper in diamonds', '12 points and a diamond stopper'],
  // Opener after 1♦ – 2♣.
  ['1♦ Pass 2♣ Pass', 'A52.K3.AQJ852.52', '2♦', 'nothing else to show', 'a minimum with six diamonds'],
  ['1♦ Pass 2♣ Pass', 'K52.A3.QJ852.K52', '2NT', 'balanced', '13 balanced'],
  ['1♦ Pass 2♣ Pass', 'K2.A3.QJ852.K652', '3♣', 'support', 'four clubs'],
  ['1♦ Pass 2♣ Pass', 'AQ2.K.AKJ852.952', '3♦', 'Forcing', '17 points and six diamonds'],
  // Opener after a two-over-one: a new suit at the three level shows extra values (Choice: 15+).
  ['1♥ Pass 2♦ Pass', '2.AQJ84.K52.KQ52', '3♣', 'extra values', '15 points and four clubs'],
  ['1♥ Pass 2♦ Pass', '2.KQJ84.Q52.KJ52', '2♥', 'nothing else to show', '12 points and four clubs: a minimum rebids the major'],
  // Opener after a positive response to 2♣.
  ['2♣ Pass 2♠ Pass', 'A3.AKQ52.AKJ2.K2', '3♥', 'Forcing', 'five hearts, no spade fit'],
  ['2♣ Pass 2♥ Pass', 'AKQ52.K43.AK2.A2', '3♥', 'a raise', 'three hearts: support first'],
  ['2♣ Pass 3♦ Pass', 'AK2.AKQ5.K52.AQ2', '3NT', 'no fit', 'no four diamonds and no five-card suit'],
  // Over partner's three-level preempt.
  ['3♣ Pass', 'AKJ52.K53.A52.52', '3♠', 'Forcing one round', '15 points and a good five spades'],
  ['3♠ Pass', '52.AKJ52.KQ3.A52', '4♠', 'two spades opposite seven', '17 points and two spades'],
  ['3♥ Pass', 'A2.K3.KQ52.Q9852', '4♥', 'two hearts opposite seven', '14 points and two hearts'],
  ['3♥ Pass', 'A2.K3.QJ52.Q9852', 'Pass', 'pass', '12 points and two hearts'],
  ['3♦ Pass 3♠ Pass', '52.K3.KQJ9852.52', '4♦', "the preempt's suit again", 'two spades: diamonds again'],
  ['3♦ Pass 3♥ Pass', '52.K43.KQJ9852.2', '4♥', 'game', 'three hearts: game'],
  // Their Stayman or transfer over their 1NT: a double shows the suit; opener answers all the same.
  ['1NT Pass 2♦', 'K52.73.AQT95.852', 'Double', 'lead-directing', 'a good five diamonds'],
  ['1NT Pass 2♣ X', 'AQ2.K52.K52.QJ32', '2♦', 'no four-card major', 'Stayman answered over the double'],
  ['1NT Pass 2♥ X', 'AQ2.K52.K52.QJ32', '2♠', 'a real fit', 'three spades: the transfer completed over the double'],
  ['1NT Pass 2♦ X', 'AQ2.K5.KQ52.QJ32', 'Pass', 'partner bids it', 'two hearts: pass the doubled transfer'],
  ['1NT Pass 2♦ X Pass Pass', '52.QJ852.852.852', '2♥', 'to play', 'weak: responder bids the hearts itself'],
  ['1NT Pass 2♥ X Pass Pass', 'KJ8532.52.A52.K2', '4♠', 'game', 'six spades and game values'],
  // Our 1NT doubled: the booklet's systems on.
  ['1NT X', '52.QJ852.852.852', '2♦', 'Jacoby transfer', 'five hearts, weak: the transfer'],
  ['1NT X', 'KJ52.Q852.A52.52', '2♣', 'Stayman', 'Stayman with 10 and the majors'],
  ['1NT X', 'Q52.852.852.8652', 'Pass', 'game is out of reach', 'no five-card major, 2 points'],
  ['1NT X 2♥ Pass', 'AQ2.K52.K52.QJ32', '2♠', 'Completes the transfer', 'the transfer completed'],
  // Their overcall of our 1NT: a five-card major at three is forcing, the cue bid is Stayman.
  ['1NT 2♦', 'KQ52.52.A852.K52', '3♦', 'Stayman', '12 points and four spades: the cue bid'],
  ['1NT 2♣', 'KQJ52.852.A52.52', '3♠', 'forcing to game', '10 points and five spades'],
  ['1NT 2♣', 'KQJ52.852.852.52', '2♠', 'to play', '6 points and five spades: two, to play'],
  ['1NT 2♥ 3♥ Pass', 'AQ32.K52.KQ5.QJ2', '3♠', 'Answers the cue bid', 'four spades'],
  ['1NT 2♥ 3♥ Pass', 'AQ2.K52.KQ52.QJ2', '3NT', 'no four-card major', 'no major'],
  ['1NT 2♣ 3♠ Pass', 'AQ2.K52.KQ52.QJ2', '4♠', 'game', 'three spades'],
  ['1NT 2♥ 3♥ Pass 3♠ Pass', 'KQ52.52.A852.K52', '4♠', 'A fit', 'four spades opposite four'],
  // After a completed transfer, a new suit with game values and shortness forces to game.
  ['1NT Pass 2♦ Pass 2♥ Pass', 'A2.KQ852.3.QJ852', '3♣', 'Forcing to game', 'five hearts, five clubs, a singleton'],
  ['1NT Pass 2♥ Pass 2♠ Pass', 'KQ852.AJ52.Q52.2', '3♥', 'Forcing to game', 'five spades, four hearts, a singleton'],
  ['1NT Pass 2♥ Pass 2♠ Pass', 'KQ852.52.KJ52.Q2', '3NT', 'opener chooses', 'no shortness: 3NT as before'],
  ['1NT Pass 2♦ Pass 2♥ Pass 3♣ Pass', 'AQ2.K52.K52.QJ32', '4♥', 'game in it', 'three hearts'],
  ['1NT Pass 2♥ Pass 2♠ Pass 3♥ Pass', 'A2.KQ52.K52.QJ32', '4♥', "partner's second suit", 'four hearts'],
  ['1NT Pass 2♥ Pass 2♠ Pass 3♦ Pass', 'A2.KQ52.K52.QJ32', '3NT', 'game in notrump', 'two spades'],
  // Opener's rebid when they overcall or double partner's response: bids mean what they meant.
  ['1D Pass 1H 1S', 'A2.KJ52.KQ852.52', '2♥', 'a raise', 'four hearts, a minimum'],
  ['1C Pass 1S 2H', 'KQ52.52.A2.AJ852', '2♠', 'a raise', 'four spades, a minimum'],
  ['1C Pass 1H 2S', 'A2.KJ52.Q52.QJ52', '3♥', 'over their overcall', 'four hearts: the raise at three'],
  ['1C Pass 1H X', 'A2.AJ52.KQ2.QJ52', '3♥', 'jump raise', '17 points and four hearts'],
  ['1D Pass 1S 2C', 'A2.K52.KQJ852.52', '2♦', 'a minimum', 'six diamonds, a minimum'],
  ['1D Pass 1H 1S', 'KJ2.52.AQ852.K52', '1NT', 'stopper in their suit', '13 balanced with a spade stopper'],
  ['1D Pass 1H 1S', '852.K2.AQ852.KJ2', 'Pass', 'partner will call again', '13 balanced, no spade stopper'],
  ['1H Pass 1S X', 'A2.KQ852.52.KJ52', '2♣', 'a second suit', 'five hearts and four clubs'],
  ['1H Pass 1S 2D', 'A2.KQ852.52.KJ52', 'Pass', 'partner will call again', 'four clubs, but 2♣ is gone'],
  // Opener after an invitation over its minimum rebid.
  ['1D Pass 1S Pass 2D Pass 3D Pass', 'A2.852.KQJ852.Q2', 'Pass', 'declines', '12 points'],
  ['1H Pass 1S Pass 2H Pass 2NT Pass', 'A2.KQJ852.K52.Q2', '3NT', 'accepts', '15 points'],
  ['1H Pass 1S Pass 2H Pass 2NT Pass', 'A2.KQ9852.K52.52', '3♥', 'to play', '12 points and six hearts'],
  // The negative doubler's second call (the sheet's first responses would read it as a first one).
  ['1D 1H X Pass 1S Pass', 'KJ52.52.AQ52.K52', '4♠', 'game', '13 points and four spades'],
  ['1D 1H X Pass 1S Pass', 'KJ52.52.A852.K52', '3♠', 'invites game', '11 points and four spades'],
  ['1C 1S X Pass 1NT Pass', 'Q52.KJ52.AQ52.J2', '3NT', 'game', '13 points opposite 1NT'],
  ['1C 1S X Pass 2C Pass', 'Q2.KJ52.852.Q852', 'Pass', "partner's call will do", '8 points'],
  ['1D 1S X Pass 3♥ Pass', '52.KJ52.Q852.K52', '4♥', "opposite partner's jump", '9 points opposite the jump'],
  ['1D 1S X Pass 3♥ Pass', '52.KJ52.9852.852', 'Pass', 'a minimum', '4 points opposite the jump'],
  ['1C 2S X Pass 3♥ Pass', '52.KJ52.Q852.K52', 'Pass', 'a minimum', '9 points opposite a cheapest 3♥'],
  // Advancing partner's overcall over their negative double: a good six-card suit competes.
  ['1D 1S X', '52.852.Q2.KQJ852', '2♣', 'Over their negative double', '8 points and a good six-card club suit'],
  ['1D 1S X', '52.852.Q2.K98652', 'Pass', 'pass', 'a poor six-card club suit'],
  // The takeout doubler after the cheapest answer at two, or over their rebid.
  ['1H X Pass 2D Pass', 'AK52.5.AQ52.KJ52', '3♦', 'a raise', '18 points and four diamonds'],
  ['1S X Pass 2H Pass', '52.AQ52.KQ52.AKJ', '4♥', 'game', '19 points and four hearts'],
  ['1S X Pass 2H Pass', '52.KJ52.KQ52.A52', 'Pass', 'A minimum double', '13 points'],
  ['1H X Pass 1S 2H', 'KQ52.5.AJ52.K852', 'Pass', 'their rebid ends it', '13 points over their rebid'],
  // The takeout doubler after their bid and partner's pass: a minimum passes, 17+ acts again.
  ['1H X 2H Pass Pass', 'AQ52.5.AKJ2.KJ52', 'Double', 'A second takeout double', '18 points, a singleton heart'],
  ['1H X 2H Pass Pass', 'AQ52.52.KJ52.K52', 'Pass', 'Nothing more to show', '13 points'],
  ['1H X 3H Pass Pass', 'AKJ852.5.AK2.Q52', '3♠', 'a suit of my own', '18 points and six spades, at three'],
  ['1D Pass Pass X 1NT Pass Pass', 'AQ2.KQ52.A52.KJ2', 'Double', 'A penalty double of their 1NT', '19 points over their 1NT'],
  // The overcaller after their raise: six cards compete, five pass.
  ['1H 1S 2H Pass Pass', 'KQ9852.52.A52.52', '2♠', 'competes', 'six spades'],
  ['1S 2D 2S Pass Pass', 'A2.52.KQJ852.852', '3♦', 'competes', 'six diamonds at three'],
  ['1H 1S 2H Pass Pass', 'KQ985.52.A852.52', 'Pass', 'already shown', 'five spades'],
  // Opener after responder's 1NT over their overcall: as after a 1NT response.
  ['1D 1S 1NT Pass', 'A2.52.AKJ852.Q52', '2♦', 'a minimum', 'six diamonds, 13'],
  ['1H 1S 1NT Pass', 'A2.AKJ852.AQ2.52', '3♥', 'invites game', 'six hearts, 17'],
  ['1H 1S 1NT Pass', 'A52.AKJ85.Q52.52', 'Pass', '1NT is the contract', 'five hearts, 14'],
  // After the 1NT rebid the other minor is new minor forcing (two of the minor opened is not).
  ['1D Pass 1S Pass 1NT Pass 2♣ Pass', 'A52.K52.KJ52.Q52', '2♠', 'new minor forcing', 'the other minor still asks'],
  // Partner's weak two, doubled: the raises stay preemptive.
  ['2♠ X', 'K852.52.Q852.852', '4♠', 'preemptive raise to game', 'four spades, weak'],
  ['2♦ X', '852.Q52.K852.852', '3♦', 'preemptive raise', 'three diamonds, weak'],
  ['2♥ X', 'AK2.Q52.AKJ2.852', '4♥', 'game', '18 points and three hearts'],
];

describe('part two from the fourth blind batch', () => {
  for (const [calls, pbn, call, meaning, edge] of cases) {
    it(`${calls}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(calls.split(' ')));
      expect(answer.call).toBe(call);
      expect(answer.meaning).toContain(meaning);
    });
  }

  it("two of the minor opened after opener's 1NT rebid is not answered as new minor forcing", () => {
    const answer = bookAnswer(handOf('A52.K52.KJ52.Q52'), auctionOf(['1♦', 'Pass', '1♠', 'Pass', '1NT', 'Pass', '2♦', 'Pass']));
    expect(answer.meaning).not.toContain('new minor forcing');
    expect(answer.call).not.toBe('2♠');
  });

  it('a five-card suit without two of the top three honours does not double their transfer', () => {
    expect(bookAnswer(handOf('K52.73.Q9852.A52'), auctionOf(['1NT', 'Pass', '2♦'])).call).not.toBe('Double');
  });
});
