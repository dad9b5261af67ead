/**
 * The book the editor starts from: small, whole (the language has no way yet to extend SAYC) and
 * accepted as it is, so the player sees a working book before changing it.
 */
export const EXAMPLE_BOOK = `# My weak notrump
#
# A short book of one's own: a few openings. Change a line and see it checked as you type.

Situation "Openings"
  When no one has bid

  If points >= 22
  Bid 2 Clubs
  Means "22 or more points. Forcing."
  Does force

  If points 12 to 14
  If hand is balanced
  Bid 1 NoTrump
  Means "12–14 points and a balanced hand: a weak notrump."

  If points 12 to 21
  If length of Spades >= 5
  Bid 1 Spades
  Means "12–21 points and 5+ spades."

  If points 12 to 21
  If length of Hearts >= 5
  Bid 1 Hearts
  Means "12–21 points and 5+ hearts."

  If points 12 to 21
  If length of Diamonds >= 4
  Bid 1 Diamonds
  Means "12–21 points and 4+ diamonds."

  If points 12 to 21
  Bid 1 Clubs
  Means "12–21 points, no other opening."

  Bid Pass
  Means "Fewer than 12 points."
`;
