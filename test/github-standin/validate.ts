import { invalidRequest } from './answers.ts';

/** The types of body fields that the stand-in's endpoints take. */
export type FieldType = 'string' | 'string?' | 'boolean' | 'string[]' | 'state';

export interface FieldRule {
  readonly type: FieldType;
  readonly required?: boolean;
}

/**
 * Checks a JSON body against an endpoint's fields the way GitHub's schema validation does: a
 * missing required field or a value of the wrong type is 422 `Invalid request.` naming it.
 * Fields GitHub does not know are ignored, as GitHub ignores them.
 */
export function checkBody(
  body: unknown,
  rules: Readonly<Record<string, FieldRule>>,
): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidRequest(`${JSON.stringify(body)} is not an object.`);
  }
  const fields = body as Record<string, unknown>;
  for (const [name, rule] of Object.entries(rules)) {
    const value = fields[name];
    if (value === undefined) {
      if (rule.required) throw invalidRequest(`"${name}" wasn't supplied.`);
      continue;
    }
    if (!fits(value, rule.type)) {
      throw invalidRequest(
        `For 'properties/${name}', ${JSON.stringify(value)} is ${describe(rule.type)}.`,
      );
    }
  }
  return fields;
}

function fits(value: unknown, type: FieldType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'string?':
      return typeof value === 'string' || value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string[]':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && v !== '');
    case 'state':
      return value === 'open' || value === 'closed';
  }
}

function describe(type: FieldType): string {
  switch (type) {
    case 'string':
      return 'not a string';
    case 'string?':
      return 'not a string or null';
    case 'boolean':
      return 'not a boolean';
    case 'string[]':
      return 'not an array of non-empty strings';
    case 'state':
      return 'not one of "open" or "closed"';
  }
}
