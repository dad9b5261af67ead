/**
 * The API's own OpenAPI document as a test oracle: which statuses an operation documents and
 * whether an answer has the documented shape. Covers the JSON Schema keywords the document uses
 * (a test in fuzz.test.ts fails if another one appears, so this cannot silently check less).
 */
import type { JsonSchema } from '../../scripts/openapi-types.ts';
import { app } from './request.ts';

/** The document's schemas, as the web types' writer reads them: one description of the keywords. */
export type Schema = JsonSchema;

/** Keywords `conformsTo` checks, and those that only describe. */
export const CHECKED_KEYWORDS = ['$ref', 'type', 'properties', 'required', 'items', 'anyOf', 'allOf', 'enum', 'minimum', 'maximum'];
export const DESCRIPTIVE_KEYWORDS = ['description', 'example', 'title', 'default'];

interface Operation {
  readonly requestBody?: { readonly content: Readonly<Record<string, { readonly schema: Schema }>> };
  readonly responses: Readonly<Record<string, { readonly content?: Readonly<Record<string, { readonly schema: Schema }>> }>>;
}

export interface OpenApiDocument {
  readonly openapi: string;
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
  readonly components: { readonly schemas: Readonly<Record<string, Schema>> };
}

export async function loadDocument(): Promise<OpenApiDocument> {
  const response = await app.request('/api/v1/openapi.json');
  if (response.status !== 200) throw new Error(`GET /api/v1/openapi.json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

/** Every documented operation: method, path, its request schema (resolved) and its answers. */
export function operations(doc: OpenApiDocument): { method: string; path: string; request?: Schema; responses: Operation['responses'] }[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const request = operation.requestBody?.content['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        responses: operation.responses,
        ...(request === undefined ? {} : { request: resolve(doc, request) }),
      };
    }),
  );
}

export function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  if (schema.$ref === undefined) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = doc.components.schemas[name];
  if (target === undefined) throw new Error(`the document refers to ${schema.$ref}, which it does not define`);
  return resolve(doc, target);
}

const typeOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : typeof value;

/** The first way `value` differs from `schema`, with where, or undefined when it conforms. */
export function mismatch(doc: OpenApiDocument, schema: Schema, value: unknown, at = '$'): string | undefined {
  const s = resolve(doc, schema);
  if (s.anyOf !== undefined) {
    return s.anyOf.some((option) => mismatch(doc, option, value, at) === undefined) ? undefined : `${at}: matches none of anyOf`;
  }
  for (const part of s.allOf ?? []) {
    const problem = mismatch(doc, part, value, at);
    if (problem !== undefined) return problem;
  }
  if (s.enum !== undefined && !s.enum.includes(value)) return `${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(s.enum)}`;
  if (s.type !== undefined) {
    const types = typeof s.type === 'string' ? [s.type] : s.type;
    const actual = typeOf(value);
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number')))
      return `${at}: ${actual}, not ${types.join(' or ')}`;
  }
  if (typeof value === 'number') {
    if (s.minimum !== undefined && value < s.minimum) return `${at}: ${value} < ${s.minimum}`;
    if (s.maximum !== undefined && value > s.maximum) return `${at}: ${value} > ${s.maximum}`;
  }
  if (Array.isArray(value) && s.items !== undefined) {
    for (const [i, item] of value.entries()) {
      const problem = mismatch(doc, s.items, item, `${at}[${i}]`);
      if (problem !== undefined) return problem;
    }
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const key of s.required ?? []) if (!Object.hasOwn(value, key)) return `${at}.${key} is missing`;
    for (const [key, property] of Object.entries(s.properties ?? {})) {
      if (!Object.hasOwn(value, key)) continue;
      const problem = mismatch(doc, property, (value as Record<string, unknown>)[key], `${at}.${key}`);
      if (problem !== undefined) return problem;
    }
  }
  return undefined;
}

/** Every keyword used by a schema in the document, to prove `mismatch` understands them all. */
export function keywordsUsed(doc: OpenApiDocument): Set<string> {
  const used = new Set<string>();
  const visit = (schema: Schema): void => {
    for (const [key, value] of Object.entries(schema)) {
      used.add(key);
      if (key === 'properties') for (const property of Object.values(value as Record<string, Schema>)) visit(property);
      else if (key === 'items') visit(value as Schema);
      else if (key === 'anyOf' || key === 'allOf') for (const option of value as Schema[]) visit(option);
    }
  };
  for (const schema of Object.values(doc.components.schemas)) visit(schema);
  for (const op of operations(doc)) {
    if (op.request !== undefined) visit(op.request);
    for (const answer of Object.values(op.responses)) for (const media of Object.values(answer.content ?? {})) visit(media.schema);
  }
  return used;
}
