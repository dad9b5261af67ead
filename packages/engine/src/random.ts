/**
 * Seeded randomness that gives the same numbers in Node, Workers and browsers: the seed text is
 * hashed with cyrb128 into 128 bits that start an sfc32 generator (Chris Doty-Humphrey's Small
 * Fast Counting generator, 32-bit). Both use only 32-bit integer arithmetic (`Math.imul`, `>>>`),
 * which every JavaScript engine computes identically.
 */
export type Seed = string | number;

/** A generator: each call returns a float in [0, 1). */
export type Random = () => number;

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function seededRandom(seed: Seed): Random {
  let [a, b, c, d] = cyrb128(String(seed));
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Discard the first outputs so that similar seeds do not start alike.
  for (let i = 0; i < 15; i++) next();
  return next;
}

/** A whole number in [0, n). */
export const randomInt = (random: Random, n: number): number => Math.floor(random() * n);

/** A fresh seed for callers that gave none, so the result can still be reproduced. */
export const freshSeed = (): string => Math.floor(Math.random() * 2 ** 32).toString(36) + Date.now().toString(36);
