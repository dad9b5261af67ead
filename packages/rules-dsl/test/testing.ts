/**
 * What the tests of the packages built on the language (@tenace/robots, @tenace/trainer) share with
 * its own: hands, calls and auctions from text, books compiled from a source that must check clean,
 * and the helpers of the SAYC sheet's tests (the book's answer to a hand after an auction).
 * Exported as `@tenace/rules-dsl/testing`; nothing in src/ imports it.
 */
export { auction, book, call, callOf, calls, hand } from './helpers.ts';
export { auctionOf, bookAnswer, handOf, itCalls, sayc } from './sayc/sheet.ts';
