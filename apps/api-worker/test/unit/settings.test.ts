// The Worker's settings as read from wrangler.jsonc `vars`: a value that makes no sense is the default.
import { describe, expect, it } from 'vitest';
import { gameExpiryDays } from '../../src/settings.ts';

const withVars = (vars: Record<string, string>): Env => vars as unknown as Env;

describe('GAME_EXPIRY_DAYS', () => {
  it('is a positive whole number of days, 30 when missing or not one', () => {
    expect(gameExpiryDays(withVars({ GAME_EXPIRY_DAYS: '7' }))).toBe(7);
    expect(gameExpiryDays(undefined)).toBe(30);
    for (const odd of ['0', '-3', '1.5', 'a week', '']) expect(gameExpiryDays(withVars({ GAME_EXPIRY_DAYS: odd })), odd).toBe(30);
  });
});
