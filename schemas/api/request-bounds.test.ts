import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument, type OpenApiDocument } from './openapi-document';
import { findUnboundedRequestSchemas } from './request-bounds';

const doc = loadOpenApiDocument();

/** A one-operation document whose body is `schema`, to see the walker judge it. */
const withBody = (schema: Record<string, unknown>, schemas: Record<string, unknown> = {}): OpenApiDocument => ({
  openapi: '3.1.0',
  paths: {
    '/x': {
      post: {
        requestBody: { content: { 'application/json': { schema } } },
        responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'string' } } } } },
      },
    },
  },
  components: { schemas },
});

describe('bounded input in the contract', () => {
  it('bounds every string, array and integer a request can carry', () => {
    const unbounded = findUnboundedRequestSchemas(doc).map(
      (entry) => `${entry.operation}: ${entry.at} lacks ${entry.lacks}`,
    );
    expect(unbounded).toEqual([]);
  });

  it('finds an unbounded string, array, integer or number in a body, behind a reference, but not in an answer', () => {
    const found = findUnboundedRequestSchemas(
      withBody(
        {
          type: 'object',
          properties: {
            name: { type: 'string' },
            list: { $ref: '#/components/schemas/List' },
            code: { type: 'string', enum: ['a'] },
          },
        },
        { List: { type: 'array', maxItems: 3, items: { type: ['integer', 'null'], minimum: 0 } } },
      ),
    );
    expect(found.map((entry) => [entry.at, entry.lacks])).toEqual([
      ['/paths/~1x/post/requestBody/content/application~1json/schema/properties/name', 'maxLength'],
      ['/components/schemas/List/items', 'minimum and maximum'],
    ]);
    expect(
      findUnboundedRequestSchemas(withBody({ type: 'array', items: { type: 'string', maxLength: 9 } })),
    ).toMatchObject([{ lacks: 'maxItems' }]);
    expect(findUnboundedRequestSchemas(withBody({ type: 'number', minimum: 0, multipleOf: 0.01 }))).toMatchObject([
      { lacks: 'minimum and maximum' },
    ]);
  });
});

describe('limits a client can meet', () => {
  const responses = (path: string) => (doc.paths[path]!.post!.responses ?? {}) as Record<string, { $ref?: string }>;
  const tooMany = doc.components.responses!.TooManyRequests as {
    headers: Record<string, { schema: Record<string, unknown> }>;
    content: Record<string, { schema: { $ref: string } }>;
  };

  it('documents 429 on the sign-in calls that are rate limited', () => {
    for (const path of ['/api/login/userlogin', '/api/Login/ValidateCode']) {
      expect(responses(path)['429'], path).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    }
  });

  it('answers 429 in the error envelope with Retry-After in seconds', () => {
    expect(tooMany.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    expect(tooMany.headers['Retry-After']!.schema).toMatchObject({ type: 'integer', minimum: 1 });
  });
});
