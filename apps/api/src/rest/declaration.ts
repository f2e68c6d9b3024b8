import type { z } from 'zod';
import type { Context } from '../trpc/trpc.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A procedure's REST path, declared in its meta. GET and DELETE read the input from the query
 * string, the others from the JSON body; path parameters (`{id}`) are added to the input.
 */
export type RestDeclaration = {
  method: HttpMethod;
  path: `/api/${string}`;
  summary: string;
  /** The success answer's shape, for the OpenAPI document. */
  response: z.ZodType;
  /** The success status; 200 unless said. */
  status?: 200 | 201;
  /** Query or body names that differ from the input's field names, e.g. `{ session_id: 'sessionId' }`. */
  rename?: Record<string, string>;
  /** Request headers the call reads, for the OpenAPI document. */
  headers?: { name: string; description: string }[];
  /**
   * A cheap tag of what the answer would be: when the request's If-None-Match equals it, the
   * answer is 304 without running the call (GET only).
   */
  etag?: (call: { ctx: Context; input: unknown }) => Promise<string>;
};

/** A hand-written route (raw body: uploads, webhooks), described for the OpenAPI document only. */
export type RawRouteDoc = {
  method: HttpMethod;
  path: `/api/${string}`;
  tag: string;
  summary: string;
  /** The request body's media type and, for multipart, the one file field; or none (a GET read from its query string). */
  body: { mediaType: 'multipart/form-data'; fileField: string } | { mediaType: 'application/json'; description: string } | { mediaType: 'none'; query: z.ZodType };
  response: z.ZodType;
  /** The success answer's media types when it is not JSON (an HTML page, a CSV file); `response` is then unused. */
  produces?: string[];
  headers?: { name: string; description: string; required?: boolean }[];
};

/** `/api/admin/staff/{id}` → `/api/admin/staff/:id` */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
export const pathParameters = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
