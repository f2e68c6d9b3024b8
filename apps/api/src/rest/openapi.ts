import { z } from 'zod';
import type { AnyRouter } from '@trpc/server';
import { ERROR_CODES, errorBodySchema } from '@eta/domain';
import type { ParsedByCore } from '../trpc/trpc.ts';
import { SESSION_COOKIE } from '../http/session-cookie.ts';
import { declaredRoutes, type DeclaredRoute } from './registrar.ts';
import { pathParameters, type RawRouteDoc } from './declaration.ts';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };
type Operation = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const STAFF_AUDIENCES = new Set(['console', 'admin']);
const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

/**
 * The OpenAPI 3.1 document of the REST API, built from the same declarations that build the
 * routes: every procedure's REST meta and domain schemas, plus the hand-written raw routes.
 */
export function openApiDocument(appRouter: AnyRouter, rawRoutes: readonly RawRouteDoc[], info: { version: string }) {
  const paths: Record<string, Record<string, Operation>> = {};
  const add = (path: string, method: string, operation: Operation) => {
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation };
  };
  for (const route of declaredRoutes(appRouter)) add(route.rest.path, route.rest.method, declaredOperation(route));
  for (const route of rawRoutes) add(route.path, route.method, rawOperation(route));
  return {
    openapi: '3.1.0',
    info: {
      title: 'ETA Assist API',
      version: info.version,
      description:
        'REST API of a private agency that helps travellers apply for a UK Electronic Travel Authorisation (not a government service). ' +
        'Staff and admin calls need the session cookie set by POST /api/staff/signin. Every error answers { error, code, details? }; the codes are listed under components.schemas.ErrorCode.',
    },
    paths,
    components: {
      schemas: {
        Error: jsonSchema(errorBodySchema, 'output'),
        ErrorCode: { type: 'string', enum: Object.keys(ERROR_CODES), description: Object.entries(ERROR_CODES).map(([code, e]) => `${code} (${e.status}): ${e.meaning}`).join('\n') },
      },
      responses: {
        Error: { description: 'The call failed; `code` says why.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}

function declaredOperation({ procedurePath, rest, procedure }: DeclaredRoute): Operation {
  const inputSchema = (procedure._def.inputs[0] as Partial<ParsedByCore> | undefined)?.schema;
  const input = inputSchema ? jsonSchema(inputSchema, 'input') : null;
  const inPath = pathParameters(rest.path);
  const outside = (key: string) => Object.entries(rest.rename ?? {}).find(([, field]) => field === key)?.[0] ?? key;
  const parameters: unknown[] = inPath.map((name) => ({ name, in: 'path', required: true, schema: input?.properties?.[name] ?? { type: 'string' } }));
  for (const header of rest.headers ?? []) parameters.push({ name: header.name, in: 'header', required: false, description: header.description, schema: { type: 'string' } });
  const fields = Object.entries(input?.properties ?? {}).filter(([key]) => !inPath.includes(key));
  const fromQuery = rest.method === 'GET' || rest.method === 'DELETE';
  if (fromQuery) {
    for (const [key, schema] of fields) parameters.push({ name: outside(key), in: 'query', required: input?.required?.includes(key) ?? false, schema });
  }
  const body = !fromQuery && input ? { ...input, properties: Object.fromEntries(fields), required: input.required?.filter((key) => !inPath.includes(key)) } : null;
  const audience = procedurePath.split('.')[0]!;
  return {
    operationId: procedurePath,
    tags: [audience],
    ...(STAFF_AUDIENCES.has(audience) ? { security: [{ session: [] }] } : {}),
    summary: rest.summary,
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses: {
      [String(rest.status ?? 200)]: { description: rest.summary, content: { 'application/json': { schema: jsonSchema(rest.response, 'output') } } },
      default: ERROR_RESPONSE,
    },
  };
}

function rawOperation(route: RawRouteDoc): Operation {
  if (route.body.mediaType === 'none') {
    const query = jsonSchema(route.body.query, 'input');
    return {
      operationId: route.path.replace(/^\/api\//, '').replace(/[^a-z0-9]+/gi, '_'),
      tags: [route.tag],
      summary: route.summary,
      parameters: Object.entries(query.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: query.required?.includes(name) ?? false, schema })),
      responses: {
        '200': { description: route.summary, content: Object.fromEntries((route.produces ?? ['application/json']).map((type) => [type, { schema: type === 'application/json' ? jsonSchema(route.response, 'output') : { type: 'string' } }])) },
        default: ERROR_RESPONSE,
      },
    };
  }
  const body =
    route.body.mediaType === 'multipart/form-data'
      ? { 'multipart/form-data': { schema: { type: 'object', required: [route.body.fileField], properties: { [route.body.fileField]: { type: 'string', contentMediaType: 'application/octet-stream', description: 'A JPEG, PNG or WebP image of at most 10 MB.' } } } } }
      : { 'application/json': { schema: { type: 'object', description: route.body.description } } };
  return {
    operationId: route.path.replace(/^\/api\//, '').replace(/[^a-z0-9]+/gi, '_'),
    tags: [route.tag],
    summary: route.summary,
    ...(route.headers ? { parameters: route.headers.map((h) => ({ name: h.name, in: 'header', required: h.required ?? false, description: h.description, schema: { type: 'string' } })) } : {}),
    requestBody: { required: true, content: body },
    responses: { '200': { description: route.summary, content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } }, default: ERROR_RESPONSE },
  };
}
