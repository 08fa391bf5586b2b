import { Type } from 'io-ts';
import type * as t from 'io-ts';
import {
  BoundedArrayType,
  ErrorBody,
  schemaOf,
  type JsonSchema,
  type Route,
} from '@rewards/api-client/contract';
import { API_PREFIX } from '../http/register-route';

/** What io-ts's combinators carry at run time, as far as the reference reads them. */
interface Reflected {
  readonly _tag?: string;
  readonly name: string;
  readonly props?: Readonly<Record<string, t.Mixed>>;
  readonly type?: t.Mixed;
  readonly types?: readonly t.Mixed[];
  readonly value?: unknown;
  readonly keys?: Readonly<Record<string, unknown>>;
  readonly codomain?: t.Mixed;
  readonly runDefinition?: () => t.Mixed;
}

/** A codec the reference cannot describe: a hand-written one without `withSchema`. */
export class UndescribedCodecError extends Error {
  constructor(readonly codecName: string) {
    super(`The codec ${codecName} has no schema: give it one with withSchema`);
  }
}

function objectSchema(props: Readonly<Record<string, t.Mixed>>, required: boolean): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(props).map(([key, codec]) => [key, jsonSchemaOf(codec)]),
  );
  return {
    type: 'object',
    properties,
    ...(required && Object.keys(props).length > 0 ? { required: Object.keys(props) } : {}),
  };
}

/** Merges an intersection of objects into one object schema (the contract's `struct`). */
function intersectionSchema(parts: readonly JsonSchema[]): JsonSchema {
  if (!parts.every((part) => part['type'] === 'object' && part['properties'] !== undefined)) {
    return { allOf: parts };
  }
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const part of parts) {
    Object.assign(properties, part['properties']);
    required.push(...((part['required'] as string[] | undefined) ?? []));
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/** A given schema with every codec in it replaced by that codec's schema. */
function resolveCodecs(value: unknown, seen: ReadonlySet<t.Mixed>): unknown {
  if (value instanceof Type) return jsonSchemaOf(value, seen);
  if (Array.isArray(value)) return value.map((entry) => resolveCodecs(entry, seen));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, resolveCodecs(entry, seen)]),
    );
  }
  return value;
}

/**
 * The JSON Schema of a codec's wire form (what `encode` writes and `decode`
 * reads): the shapes of io-ts's combinators, and for hand-written codecs the
 * schema given with `withSchema`.
 */
export function jsonSchemaOf(codec: t.Mixed, seen: ReadonlySet<t.Mixed> = new Set()): JsonSchema {
  const given = schemaOf(codec);
  if (given !== undefined) return resolveCodecs(given, seen) as JsonSchema;
  if (codec instanceof BoundedArrayType) {
    return { type: 'array', items: jsonSchemaOf(codec.entry, seen), maxItems: codec.max };
  }
  const reflected = codec as unknown as Reflected;
  const inner = (next: t.Mixed) => jsonSchemaOf(next, seen);
  switch (reflected._tag) {
    case 'StringType':
      return { type: 'string' };
    case 'NumberType':
      return { type: 'number' };
    case 'BooleanType':
      return { type: 'boolean' };
    case 'NullType':
      return { type: 'null' };
    case 'UnknownType':
    case 'UndefinedType':
    case 'VoidType':
      return {};
    case 'LiteralType':
      return { const: reflected.value };
    case 'KeyofType':
      return { type: 'string', enum: Object.keys(reflected.keys ?? {}) };
    case 'InterfaceType':
      return objectSchema(reflected.props ?? {}, true);
    case 'PartialType':
      return objectSchema(reflected.props ?? {}, false);
    case 'ExactType':
    case 'ReadonlyType':
    case 'RefinementType':
      return inner(reflected.type as t.Mixed);
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return { type: 'array', items: inner(reflected.type as t.Mixed) };
    case 'DictionaryType':
      return { type: 'object', additionalProperties: inner(reflected.codomain as t.Mixed) };
    case 'UnionType': {
      const options = (reflected.types ?? []).map(inner);
      const constants = options.map((option) => option['const']);
      return constants.every((value) => typeof value === 'string')
        ? { type: 'string', enum: constants }
        : { anyOf: options };
    }
    case 'IntersectionType':
      return intersectionSchema((reflected.types ?? []).map(inner));
    case 'TupleType':
      return { type: 'array', prefixItems: (reflected.types ?? []).map(inner) };
    case 'RecursiveType': {
      if (seen.has(codec)) return { description: reflected.name };
      const next = new Set(seen).add(codec);
      return jsonSchemaOf(reflected.runDefinition?.() ?? (reflected.type as t.Mixed), next);
    }
    default:
      throw new UndescribedCodecError(reflected.name);
  }
}

/** What the reference reads of a route: codecs are only walked, never called. */
type AnyRoute = Pick<
  Route<never, never, never, never>,
  'method' | 'path' | 'auth' | 'bodyMedia' | 'responseMedia'
> & {
  readonly params: t.Mixed;
  readonly query: t.Mixed;
  readonly body: t.Mixed;
  readonly response: t.Mixed;
};

function parametersOf(codec: t.Mixed, where: 'path' | 'query') {
  const schema = jsonSchemaOf(codec);
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema['required'] as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const ERROR_RESPONSE = {
  description: "An error in the shop's shape: a stable key and English and Thai titles",
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
};

/** One operation of the reference, from its contract route. */
function operationOf(name: string, route: AnyRoute) {
  const absent = ['UndefinedType', 'VoidType'].includes((route.body as Reflected)._tag ?? '');
  const body = route.method === 'GET' || absent ? undefined : jsonSchemaOf(route.body);
  const hasBody = body !== undefined;
  return {
    operationId: name,
    parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
    ...(hasBody
      ? { requestBody: { required: true, content: { [route.bodyMedia]: { schema: body } } } }
      : {}),
    ...(route.auth === 'required' || route.auth === 'operator'
      ? { security: [{ bearer: [] }] }
      : route.auth === 'optional'
        ? { security: [{}, { bearer: [] }] }
        : {}),
    responses: {
      '200': {
        description: 'The answer',
        content: {
          [route.responseMedia]: {
            schema:
              route.responseMedia === 'application/json'
                ? jsonSchemaOf(route.response)
                : { type: 'string', contentMediaType: route.responseMedia },
          },
        },
      },
      default: ERROR_RESPONSE,
    },
  };
}

/** `/category/:categoryId` as OpenAPI writes it: `/category/{categoryId}`. */
export function openApiPath(path: string): string {
  return `${API_PREFIX}${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;
}

/** The OpenAPI 3.1 document of every route of the contract. */
export function openApiDocument(
  routes: Readonly<Record<string, AnyRoute>>,
  info: { readonly version: string; readonly serverUrl: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, route] of Object.entries(routes)) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(name, route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rewards store API',
      version: info.version,
      description:
        'Every call of the shop. Money is text with two decimals (THB), flags are Y/N, ' +
        'every call takes `lang` (en or th) and answers errors in one shape with English and Thai titles.',
    },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      schemas: { ErrorBody: jsonSchemaOf(ErrorBody) },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
