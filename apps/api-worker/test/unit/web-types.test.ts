// The web app's types of API v1 are written from the OpenAPI document (scripts/openapi-types.ts):
// the committed file must be what the schemas give now, and the writer must say no rather than
// write a type that says less than the document.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WEB_TYPES_PATH, renderApiTypes, webApiTypes, type JsonSchema, type OpenApiDocument } from '../../scripts/openapi-types.ts';

const committed = (): string =>
  readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..', WEB_TYPES_PATH), 'utf8');

/** The module for a document of the schemas given and one operation answering the first of them. */
function typesOf(schemas: Readonly<Record<string, JsonSchema>>): string {
  const [first = ''] = Object.keys(schemas);
  const doc: OpenApiDocument = {
    paths: {
      '/api/v1/thing': {
        get: { responses: { '200': { content: { 'application/json': { schema: { $ref: `#/components/schemas/${first}` } } } } } },
      },
    },
    components: { schemas },
  };
  return renderApiTypes(doc, '/api/v1');
}

describe('the web app’s API types', () => {
  it(`${WEB_TYPES_PATH} is up to date with the schemas (else run npx -y pnpm@12.4.2 --filter @tenace/api-worker run web-types)`, async () => {
    expect(committed()).toBe(await webApiTypes());
  });

  it('writes objects, optional fields, lists, enums, nulls and references, and each operation’s answer', () => {
    const types = typesOf({
      Thing: {
        type: 'object',
        description: 'A thing.',
        properties: {
          seat: { anyOf: [{ $ref: '#/components/schemas/Seat' }, { type: 'null' }], description: 'Null at the end.' },
          named: { allOf: [{ $ref: '#/components/schemas/Seat' }, { description: 'Words only.' }] },
          cards: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer', minimum: 0 }] } },
          note: { type: ['string', 'null'] },
          'odd-name': { type: 'boolean', enum: [true] },
        },
        required: ['seat', 'named', 'cards', 'note'],
      },
      Seat: { type: 'string', enum: ['N', "it's"] },
    });
    expect(types).toContain(
      [
        '/** A thing. */',
        'export interface Thing {',
        '  /** Null at the end. */',
        '  readonly seat: Seat | null;',
        '  /** Words only. */',
        '  readonly named: Seat;',
        '  readonly cards: readonly (string | number)[];',
        '  readonly note: string | null;',
        "  readonly 'odd-name'?: true;",
        '}',
        '',
        "export type Seat = 'N' | 'it\\'s';",
      ].join('\n'),
    );
    expect(types).toContain("export interface ApiAnswers {\n  'GET /thing': Thing;\n}");
  });

  it('refuses a named schema made nullable with .nullable(), which the document writes as never null', () => {
    const nullable: JsonSchema = { allOf: [{ $ref: '#/components/schemas/Seat' }, { type: ['string', 'null'] }] };
    expect(() => typesOf({ Thing: { type: 'object', properties: { seat: nullable } }, Seat: { type: 'string' } })).toThrow(
      /#\/components\/schemas\/Thing\.seat: allOf .* write orNull\(X\)/,
    );
  });

  it('refuses a keyword it does not know, naming where', () => {
    expect(() => typesOf({ Thing: { type: 'object', properties: { kind: { const: 'x' } as JsonSchema } } })).toThrow(
      '#/components/schemas/Thing.kind: the writer of apps/web/src/api/generated.ts does not know const',
    );
  });
});
