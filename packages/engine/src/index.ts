/**
 * The laws of bridge (@tenace/engine): cards, hands, deals, evaluation, the auction, the play,
 * scoring, the game of one deal and what each seat sees. The file formats (PBN, LIN, the deal
 * record, importing a file) are `@tenace/engine/formats`, the double-dummy solver
 * `@tenace/engine/dd`, and what a browser may import `@tenace/engine/browser`.
 */

// Results and errors
export { err, ok, unwrap, type EngineError, type Result } from './result.ts';

// Cards, suits and strains
export {
  card,
  cardHcp,
  displayCard,
  formatCard,
  parseCard,
  rankChar,
  rankOf,
  strainIndex,
  STRAINS,
  SUIT_BY_INDEX,
  SUIT_NAME,
  SUIT_SYMBOL,
  suitOf,
  SUITS,
  type Card,
  type Strain,
  type Suit,
} from './card.ts';

// Seats, sides and vulnerability
export {
  isSeat,
  isVulnerable,
  leftOf,
  otherSide,
  parseSeat,
  parseVulnerability,
  partnerOf,
  rightOf,
  rotate,
  SEAT_NAME,
  seatIndex,
  SEATS,
  sideOf,
  VULNERABILITIES,
  type Seat,
  type Vulnerability,
} from './seat.ts';

// Sets of cards, hands and deals
export { CardSet } from './cardset.ts';
export { formatHand, parseHand, parsePbnHand } from './hand.ts';
export {
  CHECK_DEAL_CODES,
  dealFromSeed,
  formatPbnDeal,
  holderOf,
  parsePbnDeal,
  shuffledPack,
  type CheckDealCode,
  type Deal,
} from './deal.ts';

// Seeded random numbers
export { freshSeed, randomInt, seededRandom, type Random, type Seed } from './random.ts';

// Evaluating a hand
export {
  evaluateHand,
  handDistPoints,
  highCardPoints,
  isBalanced,
  resolveSuitReference,
  shape,
  STRENGTH_PHRASES,
  strengthBand,
  SUIT_REFERENCES,
  suitStrength,
  suitStrengthValue,
  type NumberRange,
  type SuitReference,
} from './evaluate.ts';

// Calls and the auction
export {
  ALL_BIDS,
  bid,
  bidRank,
  callsEqual,
  displayCall,
  DOUBLE,
  formatCall,
  parseCall,
  PASS,
  REDOUBLE,
  type Bid,
  type Call,
  type Level,
} from './call.ts';
export {
  auctionFromCalls,
  auctionState,
  dummyOf,
  finalContract,
  formatContract,
  isLegalCall,
  legalCalls,
  makeCall,
  MAKE_CALL_CODES,
  newAuction,
  parseContract,
  seatOfCall,
  type Auction,
  type Contract,
  type MakeCallCode,
} from './auction.ts';

// The play, scoring and the game
export {
  completedTricks,
  currentTrick,
  goneCards,
  isDummyExposed,
  isLegalCard,
  isMaster,
  legalCards,
  playCard,
  PLAY_CARD_CODES,
  playedCards,
  startPlay,
  TRICKS_PER_DEAL,
  tricksWon,
  trickWinner,
  type Play,
  type PlayCardCode,
  type PlayedCard,
  type Trick,
} from './play.ts';
export { SCORE_ITEM_KINDS, gameLevel, scoreContract, type Score, type ScoreItem, type ScoreItemKind } from './score.ts';
export {
  actorOf,
  GAME_ACTION_CODES,
  GAME_CALL_CODES,
  GAME_CLAIM_CODES,
  GAME_PLAY_CODES,
  gameCall,
  gameClaim,
  gamePlay,
  gameToRecord,
  newGame,
  playOf,
  remainingTricks,
  type Game,
  type GameActionCode,
  type GameCallCode,
  type GameClaimCode,
  type GamePlayCode,
  type PlayGame,
} from './game.ts';

// What a seat sees
export { formatAction, viewFor, viewToJson, type SeatViewJson } from './view.ts';
