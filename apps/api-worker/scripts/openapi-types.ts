/**
 * The web app's types of API v1 (apps/web/src/api/generated.ts), written from the OpenAPI document
 * the app serves, which @hono/zod-openapi builds from the routes' zod schemas: the schemas stay the
 * one source, and the pages read the answers as the document describes them. The document, not
 * the schemas' TypeScript types, because it is what a client is promised and the fuzz tests check
 * answers against it; and because a file of plain types keeps the Worker's code and packages out of
 * the web app (apps/api-worker already lists apps/web as a dependency, so the reverse would be a cycle).
 *
 * Only the JSON Schema the document uses is understood; anything else stops the writing with the
 * place and the keyword, rather than giving a type that says less than the document.
 */
import { API_BASE, createApp } from '../src/app.ts';

/** A schema of the document: the keywords rendered, and those that only describe. */
export interface JsonSchema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly description?: string;
  readonly minimum?: number;
  readonly maximum?: number;
}

/** What the writer reads of the document: the schemas, and each operation's answers by status and media type. */
export interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
  readonly components: { readonly schemas: Readonly<Record<string, JsonSchema>> };
}

interface Operation {
  readonly responses: Readonly<Record<string, Answer>>;
}

interface Answer {
  readonly content?: Readonly<Record<string, { readonly schema?: JsonSchema }>>;
}

const RENDERED = new Set(['$ref', 'type', 'properties', 'required', 'items', 'anyOf', 'allOf', 'enum']);
// Bounds and words: they say more about a value than a TypeScript type can, and change none.
const DESCRIPTIVE = new Set(['description', 'example', 'title', 'default', 'minimum', 'maximum']);
const REF_PREFIX = '#/components/schemas/';

/** The file's path from the repository's root, for its header and the messages. */
export const WEB_TYPES_PATH = 'apps/web/src/api/generated.ts';
const WRITE_COMMAND = 'npx -y pnpm@12.4.2 --filter @tenace/api-worker run web-types';

/** A rendered type and how tightly it binds, for parentheses in `(A | B)[]`. */
interface Rendered {
  readonly text: string;
  readonly union: boolean;
}

const plain = (text: string): Rendered => ({ text, union: false });
const isDescriptive = (schema: JsonSchema): boolean => Object.keys(schema).every((keyword) => DESCRIPTIVE.has(keyword));
/** A schema's words: its own, or those given beside a named schema (`allOf: [{$ref}, {description}]`). */
const descriptionOf = (schema: JsonSchema): string | undefined =>
  schema.description ?? schema.allOf?.find((part) => part.description !== undefined)?.description;

function comment(description: string | undefined, indent: string): string {
  if (description === undefined || description.trim() === '') return '';
  const lines = description.replaceAll('*/', '*\\/').trim().split('\n');
  if (lines.length === 1) return `${indent}/** ${lines[0] ?? ''} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

/** A TypeScript literal of a JSON value, strings in single quotes as the project writes them. */
function literal(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value);
  return `'${JSON.stringify(value).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}'`;
}

const propertyName = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name));

function union(members: readonly Rendered[]): Rendered {
  const texts = [...new Set(members.map((m) => m.text))];
  if (texts.length === 1) return members.find((m) => m.text === texts[0]) ?? plain('never');
  return { text: texts.join(' | '), union: true };
}

function objectType(schema: JsonSchema, at: string, indent: string): Rendered {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return plain('{ readonly [key: string]: unknown }');
  const required = new Set(schema.required ?? []);
  const inner = `${indent}  `;
  const lines = properties.map(
    ([name, property]) =>
      `${comment(descriptionOf(property), inner)}${inner}readonly ${propertyName(name)}${required.has(name) ? '' : '?'}: ${render(property, `${at}.${name}`, inner).text};`,
  );
  return plain(`{\n${lines.join('\n')}\n${indent}}`);
}

function typeNamed(type: string, schema: JsonSchema, at: string, indent: string): Rendered {
  switch (type) {
    case 'string':
    case 'boolean':
    case 'null':
      return plain(type);
    case 'integer':
    case 'number':
      return plain('number');
    case 'object':
      return objectType(schema, at, indent);
    case 'array': {
      const item = schema.items === undefined ? plain('unknown') : render(schema.items, `${at}[]`, indent);
      return plain(`readonly ${item.union ? `(${item.text})` : item.text}[]`);
    }
    default:
      throw new Error(`${at}: type ${JSON.stringify(type)} is not one the writer of ${WEB_TYPES_PATH} knows`);
  }
}

/** The TypeScript type of `schema`, found at `at` in the document, its lines indented by `indent`. */
function render(schema: JsonSchema, at: string, indent = ''): Rendered {
  const unknown = Object.keys(schema).filter((keyword) => !RENDERED.has(keyword) && !DESCRIPTIVE.has(keyword));
  if (unknown.length > 0) throw new Error(`${at}: the writer of ${WEB_TYPES_PATH} does not know ${unknown.join(', ')}`);
  if (schema.$ref !== undefined) {
    if (Object.keys(schema).some((keyword) => keyword !== '$ref' && !DESCRIPTIVE.has(keyword)))
      throw new Error(`${at}: a $ref with more than words beside it`);
    if (!schema.$ref.startsWith(REF_PREFIX)) throw new Error(`${at}: a $ref outside the components: ${schema.$ref}`);
    return plain(schema.$ref.slice(REF_PREFIX.length));
  }
  if (schema.allOf !== undefined) {
    // @hono/zod-openapi writes `.openapi({description})` on a named schema as its $ref and the
    // words. Anything more is refused: `X.nullable()` comes out as `allOf: [X, {type: [..., null]}]`,
    // which JSON Schema reads as never null, though the API sends null (use orNull in src/schemas.ts).
    const [first, ...rest] = schema.allOf;
    if (first === undefined || !rest.every(isDescriptive) || Object.keys(schema).some((k) => k !== 'allOf' && !DESCRIPTIVE.has(k))) {
      throw new Error(`${at}: allOf is understood only as one schema and words (for X.nullable() of a named schema, write orNull(X))`);
    }
    return render(first, `${at}.allOf[0]`, indent);
  }
  if (schema.anyOf !== undefined) return union(schema.anyOf.map((option, i) => render(option, `${at}.anyOf[${i}]`, indent)));
  if (schema.enum !== undefined) return union(schema.enum.map((value) => plain(literal(value))));
  if (schema.type === undefined) return plain('unknown');
  const types = typeof schema.type === 'string' ? [schema.type] : schema.type;
  return union(types.map((type) => typeNamed(type, schema, at, indent)));
}

/** The successful answer of an operation: its first 2xx status's content (JSON, or PBN's text). */
function answerOf(responses: Operation['responses'], at: string): Rendered {
  const success = Object.keys(responses)
    .filter((status) => /^2\d\d$/.test(status))
    .sort();
  for (const status of success) {
    const content = responses[status]?.content ?? {};
    const media = content['application/json'] ?? Object.values(content)[0];
    if (media?.schema !== undefined) return render(media.schema, `${at}.responses.${status}`);
  }
  return plain('undefined');
}

/** The module: every schema of the document as a named type, then each operation's answer. */
export function renderApiTypes(doc: OpenApiDocument, base: string): string {
  const declarations = Object.entries(doc.components.schemas).map(([name, schema]) => {
    const at = `${REF_PREFIX}${name}`;
    const rendered = render(schema, at);
    const isObject = schema.type === 'object' && schema.properties !== undefined;
    return `${comment(schema.description, '')}${isObject ? `export interface ${name} ${rendered.text}` : `export type ${name} = ${rendered.text};`}`;
  });
  const answers = Object.entries(doc.paths).flatMap(([path, methods]) => {
    if (!path.startsWith(base)) throw new Error(`${path} is outside ${base}`);
    return Object.entries(methods).map(([method, operation]) => {
      const name = `${method.toUpperCase()} ${path.slice(base.length)}`;
      return `  ${literal(name)}: ${answerOf(operation.responses, `paths.${path}.${method}`).text};`;
    });
  });
  return [
    `// Generated by apps/api-worker/scripts/web-types.ts from the API's OpenAPI document (${base}/openapi.json),`,
    '// itself made from the zod schemas of apps/api-worker: do not edit. Change a schema, then run',
    `// \`${WRITE_COMMAND}\`; the Worker's unit tests fail while this file is out of date.`,
    '',
    ...declarations.flatMap((d) => [d, '']),
    `/** The successful answer of each operation, by method and path under ${base}. */`,
    'export interface ApiAnswers {',
    ...answers,
    '}',
    '',
  ].join('\n');
}

/** The document the app serves, asked of the app in-process as a client would ask it over HTTP. */
export async function loadApiDocument(): Promise<OpenApiDocument> {
  const response = await createApp().request(`${API_BASE}/openapi.json`);
  if (response.status !== 200) throw new Error(`GET ${API_BASE}/openapi.json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

/** What apps/web/src/api/generated.ts should hold now. */
export const webApiTypes = async (): Promise<string> => renderApiTypes(await loadApiDocument(), API_BASE);
