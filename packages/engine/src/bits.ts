/**
 * Bit counting for the engine's masks (card sets, a suit's 13-bit holding). Internal: not part of
 * the package's exports.
 */

/** The set bits of a 32-bit word: a suit's length from its 13-bit mask. */
export const popcount = (x: number): number => {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};
