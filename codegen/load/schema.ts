// A file checked against its schema in schemas/, each violation turned into a sentence of our own with its code:
// no schema validator's wording reaches an author.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { ProblemCode, YamlPath } from '../core/problems';
import { Memo } from '../core/memo';

/** Ajv's instancePath (/columns/2/sort) as a YAML path (['columns', 2, 'sort']). */
export function toYamlPath(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function describePath(path: YamlPath): string {
  if (path.length === 0) return 'the top level';
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
}

/** The first sentence of the description the schema gives at an error's schemaPath: what the key is for. */
function descriptionAt(schema: Record<string, unknown>, schemaPath: string): string | undefined {
  const parts = schemaPath.replace(/^#\//, '').split('/').slice(0, -1);
  let node: unknown = schema;
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
  const description = (node as { description?: unknown } | undefined)?.description;
  return typeof description === 'string' ? description.split('. ')[0].replace(/\.$/, '') : undefined;
}

const BOUNDS: Readonly<Record<string, (limit: unknown) => string>> = {
  minimum: (limit) => `at least ${String(limit)}`,
  exclusiveMinimum: (limit) => `more than ${String(limit)}`,
  maximum: (limit) => `at most ${String(limit)}`,
  exclusiveMaximum: (limit) => `less than ${String(limit)}`,
  minLength: (limit) => `at least ${String(limit)} character(s) long`,
  maxLength: (limit) => `at most ${String(limit)} character(s) long`,
  minItems: (limit) => `a list of at least ${String(limit)} item(s)`,
  maxItems: (limit) => `a list of at most ${String(limit)} item(s)`,
  minProperties: (limit) => `given at least ${String(limit)} key(s)`,
  maxProperties: (limit) => `given at most ${String(limit)} key(s)`,
};

/** What a violation is, in our words, and its code. */
export function schemaProblem(error: ErrorObject, schema: Record<string, unknown>): { code: ProblemCode; message: string } {
  const where = describePath(toYamlPath(error.instancePath));
  const params = error.params as Record<string, unknown>;
  const hint = descriptionAt(schema, error.schemaPath);
  switch (error.keyword) {
    case 'additionalProperties':
      return { code: 'AULA-E003', message: `unknown key '${String(params.additionalProperty)}' in ${where}; check its spelling against schemas/ (docs/dsl.md lists every key)` };
    case 'required':
      return { code: 'AULA-E004', message: `${where} lacks the required key '${String(params.missingProperty)}'` };
    case 'type':
      return { code: 'AULA-E005', message: `${where} must be ${String(params.type).split(',').map((type) => (type === 'array' ? 'a list' : type === 'object' ? 'a map of keys' : `a ${type}`)).join(' or ')}` };
    case 'enum':
      return { code: 'AULA-E006', message: `${where} must be one of: ${(params.allowedValues as unknown[]).join(', ')}` };
    case 'const':
      return { code: 'AULA-E006', message: `${where} must be ${String(params.allowedValue)}` };
    case 'pattern':
    case 'format':
      return { code: 'AULA-E007', message: `${where} has the wrong form${hint ? ` (${hint})` : ''}${error.keyword === 'pattern' ? `: it must match ${String(params.pattern)}` : ''}` };
    case 'uniqueItems':
      return { code: 'AULA-E009', message: `${where} holds the same value twice (items ${String(params.j)} and ${String(params.i)})` };
    default: {
      const bound = BOUNDS[error.keyword];
      if (bound) return { code: 'AULA-E008', message: `${where} must be ${bound(params.limit)}` };
      return { code: 'AULA-E009', message: `${where} is not what the DSL takes there${hint ? ` (${hint})` : ''}; see its entry in docs/dsl.md` };
    }
  }
}

/** The violations worth telling: a branch of oneOf or if that did not apply is said by the errors within it. */
export function tellable(errors: readonly ErrorObject[]): ErrorObject[] {
  return errors.filter((error) => !['oneOf', 'anyOf', 'if', 'allOf'].includes(error.keyword));
}

const validators = new Memo<ValidateFunction>(10);

/** The validator of a schema file, compiled once for each text it has. */
export function validatorOf(schemas: string, name: string): { validate: ValidateFunction; schema: Record<string, unknown> } {
  const text = readFileSync(join(schemas, name), 'utf8');
  const schema = JSON.parse(text) as Record<string, unknown>;
  return { schema, validate: validators.get(text, () => new Ajv({ allErrors: true, strict: false }).compile(schema)) };
}
