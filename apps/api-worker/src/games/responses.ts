/** The error answers the game routes document, each listing its codes from the one list. */
import { ErrorResponse } from '../errors.ts';
import { jsonResponse } from '../openapi.ts';
import { codesWithStatus } from './errors.ts';

export const unknownGameResponse = {
  404: jsonResponse(
    ErrorResponse,
    `No game has this id, or it was deleted after the days without play the GAME_EXPIRY_DAYS setting allows (codes ${codesWithStatus(404)}).`,
  ),
};

export const gameActionResponses = {
  ...unknownGameResponse,
  409: jsonResponse(
    ErrorResponse,
    `Not now: it is not your turn, the deal is over, or the game moved past your version; nothing changed (codes ${codesWithStatus(409)}).`,
  ),
  422: jsonResponse(
    ErrorResponse,
    `Against the rules: an insufficient bid, a double of partner, a revoke, a claim the defence beats; nothing changed (codes ${codesWithStatus(422)}).`,
  ),
  503: jsonResponse(
    ErrorResponse,
    'A claim whose double-dummy check needs more search than one request may do (code out-of-budget); rare.',
  ),
};
