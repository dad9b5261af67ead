import type { Vulnerability } from '@tenace/engine/browser';
import { useCallback, useEffect, useState } from 'react';
import { readBookOptions } from '../app/book-options.ts';
import { navigate } from '../app/router.tsx';
import { games } from '../api/client.ts';
import { forgetGame, isUnknownGame, resumeGame, saveGameId } from '../api/current-game.ts';
import type { GameHint, GameView } from '../api/types.ts';
import { failureOf, type Failure } from '../api/use-request.ts';
import type { MessageKey } from '../i18n/messages.ts';

/** What the page is waiting for, said while it waits. */
export type Work = 'resuming' | 'dealing' | 'thinking' | 'hinting';

export interface Game {
  readonly id: string;
  readonly view: GameView;
}

/** A failure to show, with a way to try again when trying again can help. */
export interface Trouble {
  readonly failure: Failure;
  readonly retry?: () => void;
}

/** What South can ask of the game under way, from the table. */
export interface GameRequests {
  readonly onCall: (call: string) => void;
  readonly onPlay: (card: string) => void;
  readonly onUndo: () => void;
  readonly onClaim: (tricks: number) => void;
  readonly onHint: () => void;
  readonly onCheck: () => void;
}

/** The game the page shows, what it is doing and has to say, and the requests that change them. */
export interface GameSession {
  readonly game: Game | undefined;
  readonly work: Work | undefined;
  readonly trouble: Trouble | undefined;
  readonly notice: MessageKey | undefined;
  readonly hint: GameHint | undefined;
  readonly deal: (vulnerability: Vulnerability) => Promise<void>;
  readonly newDeal: () => void;
  /** The table's requests about the game shown. */
  readonly requestsFor: (game: Game) => GameRequests;
}

/** How the requests below change what the page shows. */
interface PageSetters {
  readonly setGame: (game: Game | undefined) => void;
  readonly setWork: (work: Work | undefined) => void;
  readonly setTrouble: (trouble: Trouble | undefined) => void;
  readonly setNotice: (notice: MessageKey | undefined) => void;
  readonly setHint: (hint: GameHint | undefined) => void;
}

const seedInAddress = (): string | undefined => new URLSearchParams(window.location.search).get('seed') ?? undefined;
const isConflict = (error: unknown): boolean => {
  const failure = failureOf(error);
  return failure.kind === 'refused' && failure.status === 409;
};
/** A request that failed on the way (or on a server's bad day) may work the second time; a refusal will not. */
const worthRetrying = (failure: Failure): boolean => failure.kind === 'network' || failure.kind === 'server';

/**
 * The game South plays on the page: only South's view, as the API gives it, and the game's id,
 * kept so that a reload returns to the same game.
 */
export function useGame(): GameSession {
  const [game, setGame] = useState<Game | undefined>(undefined);
  const [work, setWork] = useState<Work | undefined>('resuming');
  const [trouble, setTrouble] = useState<Trouble | undefined>(undefined);
  const [notice, setNotice] = useState<MessageKey | undefined>(undefined);
  const [hint, setHint] = useState<GameHint | undefined>(undefined);
  const page: PageSetters = { setGame, setWork, setTrouble, setNotice, setHint };
  useResumedGame(page);
  return {
    game,
    work,
    trouble,
    notice,
    hint,
    deal: (vulnerability) => startGame(page, vulnerability),
    newDeal: () => leaveGame(page),
    requestsFor: (shown) => gameRequests(page, shown),
  };
}

/** On arrival, the game this browser was playing, if the API still has it. */
function useResumedGame({ setGame, setWork, setTrouble, setNotice }: PageSetters): void {
  const resume = useCallback(async () => {
    setWork('resuming');
    setTrouble(undefined);
    try {
      const resumed = await resumeGame();
      if (resumed.kind === 'game') setGame({ id: resumed.id, view: resumed.view });
      if (resumed.kind === 'gone') setNotice('play.gone');
    } catch (error) {
      setTrouble({ failure: failureOf(error), retry: () => void resume() });
    } finally {
      setWork(undefined);
    }
  }, [setGame, setWork, setTrouble, setNotice]);

  useEffect(() => {
    void resume();
  }, [resume]);
}

/** Deals a game with the vulnerability chosen (and the seed in the address, if any) and keeps its id. */
async function startGame(page: PageSetters, vulnerability: Vulnerability): Promise<void> {
  page.setWork('dealing');
  page.setTrouble(undefined);
  page.setNotice(undefined);
  try {
    const created = await games.create(vulnerability, seedInAddress(), readBookOptions());
    saveGameId(created.id);
    page.setGame({ id: created.id, view: created.view });
    // The game is kept by its id from now on; a seed in the address served this deal only.
    navigate('/play', { replace: true });
  } catch (error) {
    const failure = failureOf(error);
    page.setTrouble(worthRetrying(failure) ? { failure, retry: () => void startGame(page, vulnerability) } : { failure });
  } finally {
    page.setWork(undefined);
  }
}

/** Leaves the game for a new deal: forgotten here, and nothing of it left on the page. */
function leaveGame(page: PageSetters): void {
  forgetGame();
  page.setGame(undefined);
  page.setHint(undefined);
  page.setNotice(undefined);
  page.setTrouble(undefined);
}

/** The game the API no longer knows: forgotten, and said so. */
function lostGame(page: PageSetters): void {
  forgetGame();
  page.setGame(undefined);
  page.setNotice('play.gone');
}

/**
 * Sends one request about game `id` and shows what comes of it. A game the API no longer knows is
 * forgotten; a 409 (the game moved on: another tab, a click sent twice) reloads the view.
 */
async function perform<T>(page: PageSetters, id: string, what: Work, send: () => Promise<T>, done: (value: T) => void): Promise<void> {
  page.setWork(what);
  page.setTrouble(undefined);
  page.setNotice(undefined);
  page.setHint(undefined);
  try {
    done(await send());
  } catch (error) {
    if (isUnknownGame(error)) lostGame(page);
    else if (isConflict(error)) {
      await perform(
        page,
        id,
        'thinking',
        () => games.read(id),
        (view) => {
          page.setGame({ id, view });
          page.setNotice('play.stale');
        },
      );
      return;
    } else {
      const failure = failureOf(error);
      page.setTrouble(worthRetrying(failure) ? { failure, retry: () => void perform(page, id, what, send, done) } : { failure });
    }
  } finally {
    page.setWork(undefined);
  }
}

/** The table's requests about `game`; a move sends the version of the view it was chosen on. */
function gameRequests(page: PageSetters, { id, view }: Game): GameRequests {
  const showView = (next: GameView): void => page.setGame({ id, view: next });
  const move = (send: (version: number) => Promise<GameView>): void =>
    void perform(page, id, 'thinking', () => send(view.version), showView);
  return {
    onCall: (call) => move((version) => games.call(id, call, version)),
    onPlay: (card) => move((version) => games.play(id, card, version)),
    onUndo: () => move((version) => games.undo(id, version)),
    onClaim: (tricks) => move((version) => games.claim(id, tricks, version)),
    onHint: () => void perform(page, id, 'hinting', () => games.hint(id), page.setHint),
    onCheck: () => void perform(page, id, 'thinking', () => games.read(id), showView),
  };
}
