/**
 * The book the editor starts from: a short extension of SAYC, accepted as it is, so the player sees
 * a working book before changing it (and need not copy SAYC to change one thing).
 */
export const EXAMPLE_BOOK = `# My weak notrump
#
# SAYC, but 1NT opens 12–14 balanced. Change a line and see it checked as you type.
Extends "SAYC"

# Tried before SAYC's openings: a balanced 12–14 opens 1NT; the rest opens as SAYC does.
Situation "Weak notrump" before "Openings"
  When no one has bid

  If points 12 to 14
  If hand is balanced
  Bid 1 NoTrump
  Means "12–14 points and a balanced hand: a weak notrump."
  Means in Indonesian "12–14 poin dan tangan seimbang: notrump lemah."
`;
