import { Ajv, type ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RecordedRequest } from './server.ts';

/**
 * Checks the requests the action sent against GitHub's published OpenAPI description
 * (`@octokit/openapi`, api.github.com): the operation must exist, and its JSON body must match
 * the operation's schema, with no field the schema does not name (GitHub ignores those, so a
 * misspelt one would pass silently there and here alike).
 */
export function openApiProblems(requests: readonly RecordedRequest[]): string[] {
  const problems: string[] = [];
  for (const request of requests) {
    if (request.path === '/graphql') continue;
    const operation = operationOf(request.method, request.path);
    if (operation === undefined) {
      problems.push(`${request.method} ${request.path}: no such operation in GitHub's OpenAPI`);
      continue;
    }
    if (request.body === undefined) continue;
    if (operation.validate === undefined) {
      problems.push(`${request.method} ${request.path}: GitHub's OpenAPI takes no JSON body here`);
      continue;
    }
    if (!operation.validate(request.body)) {
      for (const error of operation.validate.errors ?? []) {
        problems.push(
          `${request.method} ${operation.template}: ${error.instancePath || '(body)'} ${error.message ?? ''}`,
        );
      }
    }
    for (const field of unknownFields(operation.schema, request.body, '')) {
      problems.push(`${request.method} ${operation.template}: ${field} is not in the schema`);
    }
  }
  return problems;
}

interface Operation {
  readonly template: string;
  readonly schema: unknown;
  readonly validate: ValidateFunction | undefined;
}

type Json = Record<string, unknown>;

let spec: { document: Json; ajv: Ajv; templates: Array<[string, RegExp]> } | undefined;
const operations = new Map<string, Operation | undefined>();

/** The description is 13 MB: read once per test process, and only when a test asks. */
function loaded(): NonNullable<typeof spec> {
  if (spec === undefined) {
    const require = createRequire(import.meta.url);
    const path = require.resolve('@octokit/openapi/generated/api.github.com.json');
    const document = JSON.parse(readFileSync(path, 'utf8')) as Json;
    nullableAsNull(document);
    // OpenAPI 3.0 schemas: formats, `example`, vendor keywords and union types that strict JSON
    // Schema refuses; the stand-in must compile whichever operation the action comes to call.
    const ajv = new Ajv({
      strict: false,
      allowUnionTypes: true,
      allErrors: true,
      validateFormats: false,
      code: { optimize: false },
    });
    ajv.addSchema(document, 'github', undefined, false);
    const templates = Object.keys(document['paths'] as Json)
      .filter((template) => template.startsWith('/repos/{owner}/{repo}'))
      .map(
        (template) =>
          [template, new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`)] as [
            string,
            RegExp,
          ],
      );
    spec = { document, ajv, templates };
  }
  return spec;
}

/**
 * OpenAPI 3.0's `nullable: true` said in JSON Schema. Ajv reads it beside a `type` but throws
 * (`"nullable" cannot be used without "type"`) where GitHub puts it beside `allOf`, `anyOf` or
 * nothing (145 schemas), which crashed the stand-in the day the action first called such an
 * operation: those become `anyOf: [the schema, null]`. Only a boolean `nullable` is the keyword:
 * a property named `nullable` is an object.
 */
function nullableAsNull(node: unknown): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) nullableAsNull(item);
    return;
  }
  const schema = node as Json;
  for (const value of Object.values(schema)) nullableAsNull(value);
  const nullable = schema['nullable'];
  if (typeof nullable !== 'boolean' || schema['type'] !== undefined) return;
  delete schema['nullable'];
  if (!nullable) return;
  const rest = { ...schema };
  for (const key of Object.keys(schema)) Reflect.deleteProperty(schema, key);
  schema['anyOf'] = [rest, { type: 'null' }];
}

/** JSON pointers (into `github#`) of every request body and response schema of every operation. */
export function everyOperationSchema(): string[] {
  const { document } = loaded();
  const pointers: string[] = [];
  const withJson = (at: string, holder: unknown) => {
    const content = (holder as Json | undefined)?.['content'] as Json | undefined;
    if (content?.['application/json'] !== undefined) {
      pointers.push(`${at}/content/application~1json/schema`);
    }
  };
  for (const [template, item] of Object.entries(document['paths'] as Json)) {
    for (const [verb, operation] of Object.entries(item as Json)) {
      const at = `github#/paths/${escape(template)}/${verb}`;
      const op = operation as Json;
      withJson(`${at}/requestBody`, op['requestBody']);
      for (const [status, response] of Object.entries(
        (op['responses'] as Json | undefined) ?? {},
      )) {
        withJson(`${at}/responses/${status}`, response);
      }
    }
  }
  // Responses shared by reference (`#/components/responses/not_found`) are compiled where defined.
  for (const [name, response] of Object.entries(
    ((document['components'] as Json)['responses'] as Json | undefined) ?? {},
  )) {
    withJson(`github#/components/responses/${escape(name)}`, response);
  }
  return pointers;
}

/** The validator of the schema at a pointer from everyOperationSchema. */
export function validatorAt(pointer: string): ValidateFunction {
  return loaded().ajv.compile({ $ref: pointer });
}

function operationOf(method: string, path: string): Operation | undefined {
  const { document, ajv, templates } = loaded();
  // The most literal template wins: `/git/refs` over `/git/{x}` where both would match.
  const template = templates
    .filter(([, pattern]) => pattern.test(path))
    .map(([t]) => t)
    .sort((a, b) => literal(b) - literal(a))[0];
  const verb = method.toLowerCase();
  const key = `${verb} ${template ?? path}`;
  if (!operations.has(key)) {
    const operation = template ? ((document['paths'] as Json)[template] as Json)[verb] : undefined;
    if (operation === undefined) {
      operations.set(key, undefined);
    } else {
      const schema = (
        ((operation as Json)['requestBody'] as Json | undefined)?.['content'] as Json | undefined
      )?.['application/json'] as Json | undefined;
      const pointer = `github#/paths/${escape(template ?? '')}/${verb}/requestBody/content/application~1json/schema`;
      operations.set(key, {
        template: template ?? path,
        schema: schema?.['schema'],
        validate: schema ? ajv.compile({ $ref: pointer }) : undefined,
      });
    }
  }
  return operations.get(key);
}

function literal(template: string): number {
  return template.replace(/\{[^}]+\}/g, '').length;
}

/** A JSON pointer token inside a URI: `/` as `~1`, braces percent-encoded. */
function escape(template: string): string {
  return template
    .replace(/~/g, '~0')
    .replace(/\//g, '~1')
    .replace(/\{/g, '%7B')
    .replace(/\}/g, '%7D');
}

/** Fields of `value` that its schema's `properties` do not name, through objects and arrays. */
function unknownFields(schema: unknown, value: unknown, at: string): string[] {
  const resolved = resolve(schema);
  if (resolved === undefined || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => unknownFields(resolved['items'], item, `${at}/${i}`));
  }
  const properties = resolved['properties'] as Json | undefined;
  if (properties === undefined || resolved['additionalProperties'] !== undefined) return [];
  return Object.entries(value as Json).flatMap(([name, field]) =>
    name in properties
      ? unknownFields(properties[name], field, `${at}/${name}`)
      : [`${at}/${name}`],
  );
}

function resolve(schema: unknown): Json | undefined {
  if (schema === null || typeof schema !== 'object') return undefined;
  // A value checked against `anyOf: [schema, null]` (nullableAsNull) that is not null: the schema.
  const anyOf = (schema as Json)['anyOf'];
  if (Object.keys(schema).length === 1 && Array.isArray(anyOf) && anyOf.length === 2) {
    const [first, second] = anyOf as unknown[];
    if ((second as Json | undefined)?.['type'] === 'null') return resolve(first);
  }
  const ref = (schema as Json)['$ref'];
  if (typeof ref !== 'string') return schema as Json;
  let node: unknown = loaded().document;
  for (const token of ref.replace(/^#\//, '').split('/')) {
    node = (node as Json)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return resolve(node);
}
