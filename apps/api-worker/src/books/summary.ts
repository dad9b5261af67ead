/** What the store answers about a book (its size, conventions and options): one schema for its type and the OpenAPI document. */
import { z } from '@hono/zod-openapi';

export const BookSummaryOutput = z
  .object({
    title: z.string().optional().openapi({ description: 'The words of its first line, when that is a comment.' }),
    extends: z.string().optional().openapi({
      description: 'The book it extends (its first line `Extends "SAYC"`): it bids by that book changed by its own situations and values.',
      example: 'SAYC',
    }),
    situations: z.number().int(),
    rules: z.number().int(),
    tests: z.number().int().openapi({ description: 'Its If and When lines, each alternative of an "or" counted.' }),
    conventions: z.array(z.string()).openapi({ description: 'The conventions its header comments declare (# Convention "…": …).' }),
    options: z
      .array(z.string())
      .openapi({ description: 'The options its rules test (we play "…"): what `options` may name when bidding by it.' }),
  })
  .openapi('BookSummary');

export type BookSummary = z.output<typeof BookSummaryOutput>;
