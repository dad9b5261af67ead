import { DEFAULT_BUDGET_MS } from '@tenace/robots';

/**
 * The Worker's settings (wrangler.jsonc `vars`), read in one place, each with the value it takes
 * when the app runs without them (tests calling the app in-process pass no environment).
 */

/** Used when the Worker has no DD_MAX_NODES setting. */
const DEFAULT_DD_MAX_NODES = 30_000_000;

/** Most positions one double-dummy search may visit: a positive whole number, else the default. */
export function ddMaxNodes(env: Env | undefined): number {
  const n = Number(env?.DD_MAX_NODES);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_DD_MAX_NODES;
}

/** Whether the rate limits apply: on unless RATE_LIMITS is "off" (a load test on loopback). */
export function rateLimitsOn(env: Env | undefined): boolean {
  const setting: string | undefined = env?.RATE_LIMITS;
  return setting !== 'off';
}

/** Used when the Worker has no ROBOT_CARD_BUDGET_MS setting: the engine's default. */
const DEFAULT_ROBOT_CARD_BUDGET_MS = DEFAULT_BUDGET_MS;

/** The thinking budget of a robot's card in a game, in ms of work: a positive number, else the default. */
export function robotCardBudgetMs(env: Env | undefined): number {
  const ms = Number(env?.ROBOT_CARD_BUDGET_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_ROBOT_CARD_BUDGET_MS;
}

/** Used when the Worker has no GAME_EXPIRY_DAYS setting. */
const DEFAULT_GAME_EXPIRY_DAYS = 30;

/** Days a game is kept after its last action: a positive whole number, else the default. */
export function gameExpiryDays(env: Env | undefined): number {
  const days = Number(env?.GAME_EXPIRY_DAYS);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_GAME_EXPIRY_DAYS;
}
