// Game views and records, made by the table as a game's Durable Object makes them, checked against
// the document's GameView and GameRecord. The in-process fuzz cannot reach a game (that needs
// workerd), and the web app's types are written from these schemas: a null the document does not
// allow (declarer, turn, a trick's winner, score) would otherwise go unseen.
import { parseCall, parseCard, unwrap } from '@tenace/engine';
import {
  newTable,
  tableHint,
  tableRecord,
  tableSetup,
  tableView,
  type Table,
  type TableAction,
  type TableOptions,
  robotsAct,
  userAction,
} from '@tenace/trainer';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDocument, mismatch, type OpenApiDocument } from './openapi-contract.ts';

// Robot cards bounded in work alone, so every run plays the same cards, and quickly.
const OPTIONS: TableOptions = { budgetMs: Infinity, nodeBudget: 20_000 };
// Seeds of rules-dsl's table tests: South passing throughout passes the deal out; South bidding as the robot would declares.
const PASSED_OUT = 'table-7';
const SOUTH_DECLARES = 'table-9';

let doc: OpenApiDocument;
beforeAll(async () => {
  doc = await loadDocument();
});

/** Every view and record of a game as South takes `actions` in turn (each then the robots), checked as it goes. */
function expectDocumented(seed: string, next: (table: Table) => TableAction | undefined): Table {
  let table = robotsAct(unwrap(newTable(tableSetup('NS', seed))), OPTIONS).table;
  for (let action = next(table); ; action = next(table)) {
    const at = `${seed} at version ${table.log.length}`;
    expect(mismatch(doc, { $ref: '#/components/schemas/GameView' }, tableView(table)), at).toBeUndefined();
    expect(mismatch(doc, { $ref: '#/components/schemas/GameRecord' }, tableRecord(table)), at).toBeUndefined();
    if (action === undefined) return table;
    const step = unwrap(userAction(table, action, OPTIONS));
    expect(step.failure).toBeUndefined();
    table = step.table;
  }
}

describe('game answers as documented', () => {
  it('through a passed-out deal: no declarer, no turn at the end, a score of nothing', () => {
    const pass: TableAction = { kind: 'call', call: unwrap(parseCall('Pass')) };
    const end = expectDocumented(PASSED_OUT, (table) => (table.game.phase === 'auction' ? pass : undefined));
    expect(tableView(end)).toMatchObject({ phase: 'done', declarer: null, turn: null });
  });

  it('through an auction South declares and the first tricks: a trick in progress has no winner yet', () => {
    const end = expectDocumented(SOUTH_DECLARES, (table) => {
      const view = tableView(table);
      if (view.phase === 'done' || view.tricks.filter((trick) => trick.winner !== null).length >= 2) return undefined;
      if (view.phase === 'auction') return unwrap(tableHint(table, OPTIONS)).action;
      const [card] = view.legal;
      return card === undefined ? undefined : { kind: 'play', card: unwrap(parseCard(card)) };
    });
    expect(tableView(end)).toMatchObject({ phase: 'play', declarer: 'S' });
  });
});
