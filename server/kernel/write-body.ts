// A create or update body, from JSON or multipart, checked with the same JSON Schema as the form.
// Nothing is written until every field passes.
import { sanitizeRichText } from './rich-text';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyRequest } from 'fastify';
import type { ServerScreen, FieldModel } from '../../contract/model';
import { conditionHolds, type FieldKind } from '../../contract/dsl';
import { fieldError, FileTooLarge, HttpError, ValidationFailed, type Message } from '../core/errors';
import { accepts, sniff } from '../files/sniff';
import { isTextKind } from './tables';
import { dayAt, FURTHEST_AHEAD_MINUTES } from '../../contract/days';
import { containsNul, isLaterThan, valueProblem } from '../../contract/values';
import { fieldMessage } from '../../contract/messages';
import { wallClockOf } from '../../contract/instants';

export interface UploadedFile {
  field: string;
  content: Buffer;
}

export interface RawBody {
  values: Record<string, unknown>;
  files: UploadedFile[];
  /** a multipart form carries text only, and its values are read by the form conventions (fromFormText) */
  multipart: boolean;
}

export async function readRawBody(request: FastifyRequest): Promise<RawBody> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) return { values: {}, files: [], multipart: false };
    if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'server.errors.bad_body');
    return { values: body as Record<string, unknown>, files: [], multipart: false };
  }
  const values: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    const key = part.fieldname.replace(/\[\]$/, '');
    if (part.type === 'file') {
      const content = await part.toBuffer().catch((error: unknown) => {
        throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? new FileTooLarge(key) : error;
      });
      if (content.length > 0) files.push({ field: key, content });
      continue;
    }
    const value = String(part.value);
    // as a JSON body's are (app.ts), before anything reads it: a public form's limits query the e-mail it names
    if (containsNul(value) || containsNul(key)) throw fieldError(key.replaceAll('\u0000', ''), 'validation.nul');
    const previous = values[key];
    if (part.fieldname.endsWith('[]') || previous !== undefined) {
      values[key] = [...(Array.isArray(previous) ? previous : previous === undefined ? [] : [previous]), value];
    } else {
      values[key] = value;
    }
  }
  return { values, files, multipart: true };
}

const numeric = /^-?\d+(\.\d+)?$/;

/** The value of a file field whose upload passed, until the stored file's path replaces it. */
const PENDING_UPLOAD = '/storage/pending';

/** Multipart carries text only: give each value the type its field's kind expects. */
function fromFormText(field: FieldModel, value: unknown): unknown {
  if (typeof value !== 'string' && !Array.isArray(value)) return value;
  switch (field.kind) {
    case 'integer':
    case 'lookup':
    case 'money':
    case 'decimal':
      if (value === '') return null;
      return typeof value === 'string' && numeric.test(value) ? Number(value) : value;
    case 'boolean':
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      return value === '' ? null : value;
    case 'repeat':
      // the parts travel as JSON text beside the form's files: the whole list, or each part as a key[] entry
      try {
        return typedParts(field, typeof value === 'string' ? JSON.parse(value) as unknown : value.map((item) => (typeof item === 'string' ? JSON.parse(item) as unknown : item)));
      } catch {
        return value;
      }
    case 'lookupMany': {
      let items: unknown[];
      if (Array.isArray(value)) items = value;
      else if (value.trim().startsWith('[')) {
        try {
          return JSON.parse(value) as unknown;
        } catch {
          return value;
        }
      } else items = value === '' ? [] : value.split(',');
      return items.map((item) => (typeof item === 'string' && numeric.test(item.trim()) ? Number(item) : item));
    }
    case 'richtext':
      return typeof value === 'string' ? sanitizeRichText(value) : value;
    default:
      // an empty text, or one of spaces alone, is no value: it clears an optional field and leaves a required one missing
      return typeof value === 'string' && value.trim() === '' ? null : value;
  }
}

/**
 * A JSON value as it is, without coercion: a text is not a number or a list. Only emptiness is read: an empty
 * text, as the form's emptied field, or one of spaces alone (a reason of spaces is no reason) is no value (it clears
 * an optional text and leaves a required one missing), and no list is the empty list.
 */
function fromJson(field: FieldModel, value: unknown): unknown {
  if (value === null && field.kind === 'lookupMany') return [];
  if (field.kind === 'repeat') return typedParts(field, value);
  // a formatted text keeps only its formatting, and one of no words is no value
  if (field.kind === 'richtext' && typeof value === 'string') return sanitizeRichText(value);
  return typeof value === 'string' && value.trim() === '' && isTextKind(field.kind) ? null : value;
}

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** What a body is checked against: a screen's resource, or a form of its own such as the profile. */
export type WriteForm = Pick<ServerScreen, 'name' | 'fields' | 'schema'>;

function validatorOf(resource: WriteForm): ValidateFunction {
  let validate = validators.get(resource.name);
  if (!validate) {
    const { $id: _id, ...schema } = resource.schema;
    validate = ajv.compile(schema);
    validators.set(resource.name, validate);
  }
  return validate;
}

function messageOf(error: ErrorObject, kind: FieldKind | undefined): Message {
  const { key, params } = fieldMessage(error.keyword, error.params as Record<string, unknown>, kind);
  return { key, params };
}

function fieldOf(error: ErrorObject): string {
  // a part's missing value (a question without its text) is the repeat field's error
  if (error.keyword === 'required' && error.instancePath === '') return String((error.params as { missingProperty: string }).missingProperty);
  return error.instancePath.split('/')[1] ?? '';
}

/** Parts as the schema reads them: a part's empty value (null, as a stored part reads back) is no value. */
/**
 * The parts as typed: without empty values, and without what the server stamps on a part (who recorded a payment),
 * which a form may send back as it read it and which is never taken from it.
 */
function typedParts(field: FieldModel, value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const stamped = new Set((field.fields ?? []).filter((part) => part.stamp).map((part) => part.key));
  return value.map((item: unknown) => (item !== null && typeof item === 'object' && !Array.isArray(item)
    ? Object.fromEntries(Object.entries(item).filter(([key, part]) => part !== null && part !== '' && !stamped.has(key)))
    : item));
}

/** What is wrong with the first part value that the schema's patterns let through (a date that is no day, an end before its start). */
function partsProblem(field: FieldModel, value: unknown, timeZone: string): string | undefined {
  if (!Array.isArray(value)) return undefined;
  for (const item of value as Record<string, unknown>[]) {
    for (const part of field.fields ?? []) {
      const problem = valueProblem(part.kind, item?.[part.key]);
      if (problem) return problem;
      // a part's end is no earlier than its start, as a record's is (a job held from one day to another)
      const [start, end] = part.after === undefined ? [] : [comparable(item?.[part.after], timeZone), comparable(item?.[part.key], timeZone)];
      if (start !== undefined && end !== undefined && end < start) return 'after';
    }
  }
  return undefined;
}

export interface CheckedBody {
  /** the values to write, for the fields the body names (nulls clear a field) */
  values: Record<string, unknown>;
  /** uploads that pass, to be stored once the row is known to be valid */
  files: { field: string; content: Buffer; extension: string }[];
}

/**
 * A date, datetime or time as text that sorts as it runs: a T between day and hour, seconds always given, a time
 * with its zone on the university's clock (`timeZone`), where one without a zone already is.
 */
function comparable(value: unknown, timeZone: string): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const wall = wallClockOf(value, timeZone);
  if (wall) return wall;
  const text = value.replace(' ', 'T').replace(/\.\d+$/, '');
  return /(^|T)\d\d:\d\d$/.test(text) ? `${text}:00` : text;
}

/**
 * Checks a body against the resource's schema. On update the row as it would be after the write
 * is checked, so a form that sends only changed fields is judged the same as a full one.
 */
export async function checkBody(
  resource: WriteForm,
  raw: RawBody,
  /** the university's, on whose clock a time written without a zone is and every two times are compared */
  timeZone: string,
  current?: Record<string, unknown>,
): Promise<CheckedBody> {
  const errors: Record<string, Message[]> = {};
  const add = (field: string, message: Message) => (errors[field] ??= []).push(message);
  const values: Record<string, unknown> = {};
  const files: CheckedBody['files'] = [];

  for (const field of resource.fields) {
    if (!Object.hasOwn(raw.values, field.key)) continue;
    // a computed field (a remaining amount) and a stamped one (who recorded it) are the server's to write
    if (field.computed || field.stamp) {
      add(field.key, { key: 'validation.computed' });
      continue;
    }
    const value = raw.values[field.key];
    values[field.key] = raw.multipart ? fromFormText(field, value) : fromJson(field, value);
  }
  for (const upload of raw.files) {
    const field = resource.fields.find((f) => f.key === upload.field && f.kind === 'file');
    if (!field) continue;
    const sniffed = sniff(upload.content);
    if (!sniffed || !accepts(field.accept, sniffed)) {
      add(field.key, { key: `validation.file_${field.accept ?? 'document'}` });
      continue;
    }
    files.push({ field: field.key, content: upload.content, extension: sniffed.extension });
    values[field.key] = PENDING_UPLOAD;
  }
  for (const field of resource.fields) {
    const value = values[field.key];
    if (field.kind !== 'file' || value === null || value === undefined || value === PENDING_UPLOAD) continue;
    // a form may send back the path its row already has, never another: not even a stored file of another row,
    // which deleting that row would remove
    if (value !== current?.[field.key]) add(field.key, { key: 'validation.file_path' });
  }

  const after = (key: string): unknown => (key in values ? values[key] : current?.[key]);
  for (const field of resource.fields) {
    if (!field.showWhen || conditionHolds(field.showWhen, { [field.showWhen.field]: after(field.showWhen.field) })) continue;
    // a hidden field holds nothing: a value sent for it contradicts the choice, a stored one is cleared
    const sent = values[field.key];
    const emptyList = Array.isArray(sent) && sent.length === 0;
    if (sent !== null && sent !== undefined && !emptyList) add(field.key, { key: 'validation.not_applicable' });
    else if (current?.[field.key] !== null && current?.[field.key] !== undefined) values[field.key] = field.kind === 'lookupMany' ? [] : null;
  }

  const candidate: Record<string, unknown> = {};
  for (const field of resource.fields) {
    if (field.computed || field.stamp) continue;
    const value = field.kind === 'repeat' ? typedParts(field, after(field.key)) : after(field.key);
    if (value !== null && value !== undefined) candidate[field.key] = value;
  }
  const validate = validatorOf(resource);
  if (!validate(candidate)) {
    for (const error of validate.errors ?? []) {
      // an `if` only says that its `then` failed; the `then`'s own error names the field
      if (error.keyword === 'if') continue;
      const field = fieldOf(error);
      if (errors[field]?.length) continue;
      add(field, messageOf(error, resource.fields.find((f) => f.key === field)?.kind));
    }
  }
  for (const field of resource.fields) {
    if (errors[field.key]?.length || !(field.key in values)) continue;
    const problem = field.kind === 'repeat' ? partsProblem(field, values[field.key], timeZone) : valueProblem(field.kind, values[field.key]);
    if (problem) add(field.key, { key: `validation.${problem}` });
  }
  // a birth date is no later than today wherever the visitor is: the day of the clocks furthest ahead
  const today = dayAt(new Date(), FURTHEST_AHEAD_MINUTES);
  for (const field of resource.fields) {
    if (field.notAfter === 'today' && !errors[field.key]?.length && field.key in values && isLaterThan(values[field.key], today)) {
      add(field.key, { key: 'validation.not_after_today' });
    }
  }
  for (const field of resource.fields) {
    if (field.after === undefined || errors[field.key]?.length || errors[field.after]?.length) continue;
    const [start, end] = [comparable(after(field.after), timeZone), comparable(after(field.key), timeZone)];
    if (start !== undefined && end !== undefined && end < start) add(field.key, { key: 'validation.after' });
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return { values, files };
}
