import { type RouteRule, routeRule } from '../../domain/route-permissions.js';
import type { JsonSchema } from './schema-arbitraries.js';

/** One route and method of GET /api/openapi.json, with what it reads from the request. */
export interface ApiOperation {
  method: string;
  /** With `{name}` placeholders, as in the document. */
  path: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  queryParams: Array<{ name: string; schema: JsonSchema }>;
  body?: JsonSchema;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export function apiOperations(document: OpenApiDocument): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        ...(body ? { body } : {}),
      };
    }),
  );
}

/** Fills the `{name}` placeholders of an OpenAPI path with already-encoded segments. */
export function fillPath(path: string, segments: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const segment = segments[name];
    if (segment === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return segment;
  });
}

/** An operation's path (`/api/x/:id`) as the OpenAPI document writes it (`/api/x/{id}`). */
export function documentedPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** The route guard's rule for `METHOD /api/path/{name}` as the OpenAPI document names a route. */
export function ruleOfRoute(route: string): RouteRule {
  const [method = '', path = ''] = route.split(' ');
  const rule = routeRule(method, path.replace(/\{(\w+)\}/g, ':$1'));
  if (!rule) throw new Error(`${route} is missing from domain/route-permissions.ts`);
  return rule;
}
