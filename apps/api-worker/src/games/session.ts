/**
 * One game, one Durable Object. Its SQLite storage holds the game's setup and its log of actions,
 * the only truth: the game in memory is rebuilt from them whenever the object starts. Each change
 * is written, in one transaction, before the answer leaves (the runtime's output gate holds the
 * answer until the write is durable). Requests for the game wait in line and are served one after
 * the other; between two robot moves the object lets the runtime serve other work (other games
 * sharing its thread, its own I/O), which never lets a request for this game in.
 */
import { DurableObject } from 'cloudflare:workers';
import { NODES_PER_MS } from '@tenace/robots';
import { ddTable, nodesSearched, type SearchLimits } from '@tenace/engine/dd';
import {
  dealFromSeed,
  err,
  formatAction,
  ok,
  parsePbnDeal,
  unwrap,
  type EngineError,
  type Result,
  type Seat,
  type Vulnerability,
} from '@tenace/engine';
import type { Language } from '@tenace/rules-dsl';
import {
  dealSetup,
  newTable,
  replayTable,
  robotMoves,
  tableHint,
  tablePbn,
  tableRecord,
  tableSetup,
  tableVersion,
  tableView,
  userMove,
  type RobotsStep,
  type Table,
  type TableAction,
  type TableBookChoice,
  type TableHintCode,
  type TableOptions,
  type TablePbnCode,
  type TableRecordJson,
  type TableViewJson,
  type UserMoveCode,
} from '@tenace/trainer';
import { loadBook } from '../books/resolve.ts';
import { ddMaxNodes, gameExpiryDays, robotCardBudgetMs } from '../settings.ts';
import { UNKNOWN_GAME_MESSAGE } from './errors.ts';
import { StoredEntry, StoredSetup, entryToStored, setupToStored } from './stored.ts';

/** Why this object has no game to answer with (see `missing`). */
type MissingCode = 'unknown-game' | 'game-expired';

/**
 * What a request for the game gets: its answer, or a refusal typed with the codes it may carry, so
 * that each route's refusal is checked against the statuses it documents at compile time.
 */
type GameAnswer<T, C extends string> = Promise<Result<T, EngineError<C>>>;

const UNKNOWN_GAME = err('unknown-game', UNKNOWN_GAME_MESSAGE);

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an expired game's id says it expired before it is forgotten, so storage stays bounded. */
export const EXPIRED_NOTICE_DAYS = 365;

/** What a request for a game deleted after `days` days without play is told. */
const expired = (days: number) =>
  err('game-expired', `this game expired after ${days} ${days === 1 ? 'day' : 'days'} without play; start a new one`);

/** Lets the runtime serve other work before this object carries on. */
const yieldToOthers = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The solver's work that warms a fresh isolate up, once, while South makes the first call of its
 * first game. V8 compiles WebAssembly and JavaScript in tiers and optimises code only once it has
 * run hot: without this, the robots' first card in a fresh isolate took 236 ms (median of six
 * fresh servers, 165–251 ms) where the same card took 143 ms in the next game; with it, 160 ms
 * (150–220). Some 200,000 nodes of full tables, 80–100 ms of a cold isolate's CPU, off the answer's
 * path (tooling/bench/first-card.ts). Every robot decision starts its search afresh, so this
 * changes no card.
 */
const WARM_UP_NODES = 200_000;
/** Whether this isolate's warm-up is done or under way. */
let warmedUp = false;

/** Solves full tables of fixed deals up to WARM_UP_NODES search nodes. */
function warmUpSolver(): void {
  const until = nodesSearched() + WARM_UP_NODES;
  // A table cut short by its node limit is an error, and the end of the warm-up.
  for (let n = 1; nodesSearched() < until; n++)
    if (!ddTable(dealFromSeed(`warm-up-${n}`, 'N'), { maxNodes: until - nodesSearched() }).ok) break;
}

export interface NewGame {
  readonly vulnerability: Vulnerability;
  /** The seed of the deal (unless one is given) and of the robots' card play. */
  readonly seed: string;
  /**
   * A deal brought in (an imported board), PBN (a call to a Durable Object copies plain data only,
   * not the engine's card sets), with its dealer: dealt from the seed, South dealing, when missing.
   */
  readonly deal?: { readonly pbn: string; readonly dealer: Seat };
  /** The options of the book every robot bids with. */
  readonly options: readonly string[];
  /** The id of the book of one's own every robot bids by (the route has found it); SAYC when missing. */
  readonly book?: string;
}

export interface GameHint {
  readonly action: string;
  readonly reason: string;
}

const SCHEMA = [
  'CREATE TABLE setup (id INTEGER PRIMARY KEY CHECK (id = 1), setup TEXT NOT NULL, created_at TEXT NOT NULL)',
  'CREATE TABLE log (version INTEGER PRIMARY KEY, entry TEXT NOT NULL)',
];

/** All an expired game keeps: after how many days without play it was deleted, for the 404's message. */
const EXPIRED_SCHEMA = 'CREATE TABLE expired (id INTEGER PRIMARY KEY CHECK (id = 1), days INTEGER NOT NULL)';

export class GameSession extends DurableObject<Env> {
  /** The game as the storage makes it; undefined until first read (or for an unknown id). */
  private table: Table | undefined;
  /** The request being served; the next one waits for it (see `inTurn`). */
  private line: Promise<unknown> = Promise.resolve();
  /** Readers waiting for the next version (GET with ?since). */
  private readonly waiting = new Set<() => void>();

  private get options(): TableOptions {
    // The robots' budget in work alone: a deployed Worker's clock stands still while it computes.
    const budgetMs = robotCardBudgetMs(this.env);
    return { budgetMs: Infinity, nodeBudget: budgetMs * NODES_PER_MS, claimLimits: { maxNodes: ddMaxNodes(this.env) } };
  }

  /** A finished game's analysis (its DD table and what each card cost) searches at most what a /dd table may. */
  private get analysisLimits(): SearchLimits {
    return { maxNodes: ddMaxNodes(this.env) };
  }

  /** Starts the game; the id is new, so an existing game here means two ids collided. */
  create(game: NewGame, language: Language = 'en'): GameAnswer<TableViewJson, 'game-exists'> {
    return this.inTurn(async () => {
      if (this.stored() || this.hasTable('expired'))
        return err('game-exists', 'a game with this id exists already; ask for a new game again');
      const book = game.book === undefined ? undefined : await this.bookChoice(game.book);
      const setup =
        game.deal === undefined
          ? tableSetup(game.vulnerability, game.seed, game.options, book)
          : dealSetup(unwrap(parsePbnDeal(game.deal.pbn)), game.deal.dealer, game.vulnerability, game.seed, game.options, book);
      const table = newTable(setup);
      // The route's schema checked a deal brought in, and a seed's deal is always whole.
      if (!table.ok) throw new Error(`a checked deal was refused: ${table.error.message}`);
      const sql = this.ctx.storage.sql;
      this.ctx.storage.transactionSync(() => {
        for (const statement of SCHEMA) sql.exec(statement);
        sql.exec(
          'INSERT INTO setup (id, setup, created_at) VALUES (1, ?, ?)',
          JSON.stringify(setupToStored(setup)),
          new Date().toISOString(),
        );
      });
      this.table = table.value;
      await this.keepUntilExpiry();
      // While South thinks about the first call, once per isolate, after this answer has gone.
      if (!warmedUp) {
        warmedUp = true;
        this.ctx.waitUntil(yieldToOthers().then(warmUpSolver));
      }
      // South deals and calls first; should that change, the robots before South act now.
      return ok(tableView(this.commit(await this.robotsAct(table.value)), undefined, language));
    });
  }

  /** South's view (the book's meanings in `language`); with `since`, waits up to `waitMs` for a version above it (null if none came). */
  async read(since: number | undefined, waitMs: number, language: Language = 'en'): GameAnswer<TableViewJson | null, MissingCode> {
    const first = await this.inTurn(() => this.current());
    if (first === undefined) return this.missing();
    if (since === undefined || tableVersion(first) > since) return ok(tableView(first, undefined, language));
    // Waiting holds no place in line: the request that makes the next version wakes this one.
    await this.nextVersion(waitMs);
    const now = await this.inTurn(() => this.current());
    return ok(now !== undefined && tableVersion(now) > since ? tableView(now, undefined, language) : null);
  }

  /** South's call, card, claim or undo; with `version`, only if the game is still at that version. */
  act(
    action: TableAction,
    version: number | undefined,
    language: Language = 'en',
  ): GameAnswer<TableViewJson, MissingCode | 'stale-version' | UserMoveCode> {
    return this.inTurn(async () => {
      const table = await this.current();
      if (table === undefined) return this.missing();
      const now = tableVersion(table);
      if (version !== undefined && version !== now) {
        return err('stale-version', `the game is at version ${now}, not ${version}: something happened since you looked; read it again`);
      }
      const moved = userMove(table, action, this.options);
      if (!moved.ok) return moved;
      const view = tableView(this.commit(await this.robotsAct(moved.value)), undefined, language);
      await this.keepUntilExpiry();
      return ok(view);
    });
  }

  hint(language: Language = 'en'): GameAnswer<GameHint, MissingCode | TableHintCode> {
    return this.inTurn(async () => {
      const table = await this.current();
      if (table === undefined) return this.missing();
      const hint = tableHint(table, { ...this.options, language });
      return hint.ok ? ok({ action: formatAction(hint.value.action), reason: hint.value.reason }) : hint;
    });
  }

  record(): GameAnswer<TableRecordJson, MissingCode> {
    return this.inTurn(async () => {
      const table = await this.current();
      return table === undefined ? this.missing() : ok(tableRecord(table, undefined, this.analysisLimits));
    });
  }

  pbn(): GameAnswer<string, MissingCode | TablePbnCode> {
    return this.inTurn(async () => {
      const table = await this.current();
      return table === undefined ? this.missing() : tablePbn(table, undefined, this.analysisLimits);
    });
  }

  /**
   * GAME_EXPIRY_DAYS after the last action (each sets the alarm again): the game is deleted, all
   * but the days it waited, which later requests are told for EXPIRED_NOTICE_DAYS, when a last
   * alarm deletes that too. It waits its turn like a request.
   */
  override async alarm(): Promise<void> {
    await this.inTurn(async () => {
      // An action served while this alarm waited its turn set the next one: the game lives on.
      if ((await this.ctx.storage.getAlarm()) !== null) return;
      if (!this.stored()) {
        // The notice's own time is up: nothing is left, and the id is unknown again.
        if (this.hasTable('expired')) await this.ctx.storage.deleteAll();
        return;
      }
      const days = gameExpiryDays(this.env);
      // Should the object stop between the two, the id answers unknown-game instead: no harm.
      await this.ctx.storage.deleteAll();
      this.ctx.storage.sql.exec(EXPIRED_SCHEMA);
      this.ctx.storage.sql.exec('INSERT INTO expired (id, days) VALUES (1, ?)', days);
      this.table = undefined;
      await this.ctx.storage.setAlarm(Date.now() + EXPIRED_NOTICE_DAYS * DAY_MS);
    });
  }

  /** (Re)sets the alarm that deletes the game GAME_EXPIRY_DAYS from now. */
  private async keepUntilExpiry(): Promise<void> {
    await this.ctx.storage.setAlarm(Date.now() + gameExpiryDays(this.env) * DAY_MS);
  }

  /** Why this object has no game: it expired, or there never was one here. */
  private missing(): Result<never, EngineError<MissingCode>> {
    if (!this.hasTable('expired')) return UNKNOWN_GAME;
    const [row] = this.ctx.storage.sql.exec<{ days: number }>('SELECT days FROM expired').toArray();
    return expired(row?.days ?? gameExpiryDays(this.env));
  }

  /** Runs `work` once every request before it is served: one request at a time, in order. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.line.then(work, work);
    this.line = turn.catch(() => undefined);
    return turn;
  }

  /** Whether this object holds a game (reading an unknown id must not create one). */
  private stored(): boolean {
    return this.hasTable('setup');
  }

  /** Whether the storage has the table `name`: a game's `setup`, an expired game's `expired`. */
  private hasTable(name: string): boolean {
    return this.ctx.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", name).toArray().length > 0;
  }

  /** The game, rebuilt from storage on first use; robots whose turn it still is then act. */
  private async current(): Promise<Table | undefined> {
    if (this.table !== undefined) return this.table;
    if (!this.stored()) return undefined;
    const sql = this.ctx.storage.sql;
    const [row] = sql.exec<{ setup: string }>('SELECT setup FROM setup').toArray();
    if (row === undefined) return undefined;
    // Storage is outside the type system, so it is checked when run: what was stored passed these
    // schemas when written, so a failure here, or a log that does not replay, is corruption, and
    // it throws (500) rather than pass for a refusal of the request at hand.
    const { book, ...stored } = StoredSetup.parse(JSON.parse(row.setup));
    const setup = book === undefined ? stored : { ...stored, book: await this.bookChoice(book) };
    const entries = sql
      .exec<{ entry: string }>('SELECT entry FROM log ORDER BY version')
      .toArray()
      .map((r) => StoredEntry.parse(JSON.parse(r.entry)));
    const replayed = replayTable(setup, entries);
    if (!replayed.ok) throw new Error(`the stored game does not replay: ${replayed.error.message}`);
    this.table = replayed.value;
    // A game stored before games expired has no alarm: it gets one, counted from now.
    if ((await this.ctx.storage.getAlarm()) === null) await this.keepUntilExpiry();
    // Only a robot that failed leaves its turn pending; it tries again now.
    return this.commit(await this.robotsAct(replayed.value));
  }

  /**
   * The book of one's own a game is played by, from this isolate's books or its store. Books are
   * never deleted, and the route found this one before the game was made: its absence is a fault.
   */
  private async bookChoice(id: string): Promise<TableBookChoice> {
    const book = await loadBook(this.env, id);
    if (book === undefined) throw new Error(`the book ${id} of this game is not in the book store`);
    return { id, rules: book.rules };
  }

  /** The robots act until South's turn, letting other work run between two of their moves. */
  private async robotsAct(table: Table): Promise<RobotsStep> {
    let last: RobotsStep = { table };
    for (const step of robotMoves(table, this.options)) {
      last = step;
      await yieldToOthers();
    }
    return last;
  }

  /** Writes what the step added to the log, in one transaction, then wakes the waiting readers. */
  private commit(step: RobotsStep): Table {
    if (step.failure !== undefined) console.error(`game ${this.ctx.id.toString()}: ${step.failure.code}: ${step.failure.message}`);
    const next = step.table;
    const from = this.table === undefined ? 0 : tableVersion(this.table);
    const added = next.log.slice(from);
    if (added.length === 0) return next;
    const sql = this.ctx.storage.sql;
    try {
      this.ctx.storage.transactionSync(() => {
        added.forEach((entry, i) => sql.exec('INSERT INTO log (version, entry) VALUES (?, ?)', from + i + 1, entryToStored(entry)));
      });
    } catch (error) {
      // Nothing was written: forget the game in memory, so the next request rebuilds it from storage.
      this.table = undefined;
      throw error;
    }
    this.table = next;
    for (const wake of [...this.waiting]) wake();
    return next;
  }

  private nextVersion(waitMs: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, waitMs);
      this.waiting.add(wake);
    });
  }
}
