import { API_PREFIX, api, type Access, type Endpoint } from '@benefits/contract';
import { z } from 'zod';

/** One permission, or the ones of which any is enough ('PERMIT_AUDIT or PERMIT_SEND_RECEIPTS'). */
const permissionText = (p: string | readonly string[]): string =>
  typeof p === 'string' ? p : p.join(' or ');

/** The scope and its detail (the permission, the session kinds, the field), as Api Routes shows them. */
function describeAccess(access: Access): { access: string; accessDetail: string } {
  switch (access.kind) {
    case 'staff':
      return { access: 'staff', accessDetail: permissionText(access.permission) };
    case 'staffForUser':
      return {
        access: 'staffForUser',
        accessDetail: `${permissionText(access.permission)} (${access.userField})`,
      };
    case 'session':
      return { access: 'session', accessDetail: access.sessions.join(', ') };
    case 'companyAdmin':
      return {
        access: 'companyAdmin',
        accessDetail: access.contractTypes ? `contract types ${access.contractTypes.join(', ')}` : '',
      };
    case 'byField':
      return {
        access: 'byField',
        accessDetail: `${access.field}: ${Object.entries(access.scopes)
          .map(([value, scope]) => `${value} → ${scope.kind}`)
          .join('; ')}`,
      };
    default:
      return { access: access.kind, accessDetail: '' };
  }
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
};

export interface ApiRoute {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  access: string;
  accessDetail: string;
  summary: string;
  request: Record<string, unknown>;
  example: unknown;
}

/** Every endpoint of the contract, by path (decision 0032). */
export function apiRoutes(): ApiRoute[] {
  return (Object.entries(api) as [string, Endpoint][])
    .map(([name, e]) => ({
      name,
      path: e.path,
      method: e.method,
      ...describeAccess(e.access),
      summary: e.summary,
      request: jsonSchema(e.request, 'input'),
      example: e.example,
    }))
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/**
 * The contract as an OpenAPI 3.1 document: one operation per endpoint, its request body the
 * envelope's `data` schema, its answer the envelope with the response schema; the token goes in the
 * `token` header. `x-access` carries the scope (who may call it).
 */
export function openApiDocument(version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, e] of Object.entries(api) as [string, Endpoint][]) {
    const { access, accessDetail } = describeAccess(e.access);
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: e.summary,
      'x-access': accessDetail ? `${access}: ${accessDetail}` : access,
      ...(e.access.kind === 'public' ? { security: [] } : {}),
      responses: {
        '200': {
          description: e.binary ? 'The file' : 'The envelope: code 0 and the answer in data',
          content: e.binary
            ? { 'application/octet-stream': {} }
            : {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { code: { const: 0 }, data: jsonSchema(e.response, 'output') },
                    required: ['code', 'data'],
                  },
                },
              },
        },
        default: { description: 'The envelope with a non-zero code and data.error' },
      },
    };
    if (e.method === 'POST') {
      operation.requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { data: jsonSchema(e.request, 'input') },
              required: ['data'],
            },
            example: { data: e.example },
          },
        },
      };
    }
    paths[`${API_PREFIX}${e.path}`] = {
      ...paths[`${API_PREFIX}${e.path}`],
      [e.method.toLowerCase()]: operation,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Benefits web API', version },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    security: [{ token: [] }],
    paths,
  };
}
