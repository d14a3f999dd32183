// A form's JSON Schema (what the browser's form and the server's write check validate against) and its uiSchema
// (how @rjsf draws each field), from the fields of the model.
import type { FieldCondition } from '../../contract/dsl';
import type { FieldModel, JsonSchema } from '../../contract/model';
import { narrowingList, type LookupSource, type ScreenSource } from '../load/sources';

export type FieldDefinitions = Record<string, Record<string, unknown>>;

const PHONE_PLACEHOLDER = '123-45-678';
const TEXT_KINDS = new Set(['text', 'longtext', 'richtext']);

export const camelName = (screen: string): string => screen.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
export const pascalName = (screen: string): string => camelName(screen).replace(/^[a-z]/, (letter) => letter.toUpperCase());

/** The input @rjsf draws for a field of each kind (its default, a text box, for the others). */
const INPUTS: Partial<Record<FieldModel['kind'], string>> = {
  longtext: 'textarea', richtext: 'richtext', digits: 'digits', personalNumber: 'digits', date: 'date', datetime: 'datetime', time: 'time', color: 'color', file: 'upload',
  lookup: 'lookup', lookupMany: 'lookupMany', boolean: 'checkbox',
};

/** A field someone types: a computed or stamped one is the server's to write, and no form has it. */
export const isTyped = (field: FieldModel): boolean => !field.computed && !field.stamp;

/** A part's id, as the record's read gives it. */
const PART_ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };

function fixedOptionIds(lookup: LookupSource | undefined): (number | string)[] | undefined {
  return lookup?.options?.map((option) => option.id);
}

/** A field's JSON Schema: its kind's shared definition, narrowed by the field; a repeat's items are its parts' fields. */
function propertyOf(field: FieldModel, fieldDefinitions: FieldDefinitions, lookups: Record<string, LookupSource>): JsonSchema {
  const { description: _description, examples: _examples, ...shared } = fieldDefinitions[field.kind];
  const property: JsonSchema = { ...shared };
  if (field.maxLength !== undefined) property.maxLength = field.maxLength;
  if (field.min !== undefined) property.minimum = field.min;
  if (field.max !== undefined) property.maximum = field.max;
  if (field.required && TEXT_KINDS.has(field.kind)) property.minLength = 1;
  if (field.required && field.kind === 'repeat') property.minItems = 1;
  const ids = field.kind === 'lookup' ? fixedOptionIds(lookups[field.lookup ?? '']) : undefined;
  if (ids) {
    property.type = ids.every((id) => typeof id === 'number') ? 'integer' : 'string';
    delete property.minimum;
    property.enum = ids;
  }
  if (field.kind === 'repeat') {
    const parts = (field.fields ?? []).filter(isTyped);
    const required = parts.filter((part) => part.required).map((part) => part.key);
    // a part read back carries its id, so an edit keeps it (and what refers to it: a question's answers)
    property.items = {
      type: 'object', additionalProperties: false,
      ...(required.length > 0 ? { required } : {}),
      properties: { ...Object.fromEntries(parts.map((part) => [part.key, propertyOf(part, fieldDefinitions, lookups)])), id: PART_ID },
    };
  }
  return property;
}

/** The JSON Schema of a form's body (a screen's, or an action's own: `<screen>-<action>`), from the shared field definitions. */
export function formSchema(name: string, fields: readonly FieldModel[], fieldDefinitions: FieldDefinitions, lookups: Record<string, LookupSource>): JsonSchema {
  const typed = fields.filter(isTyped);
  const properties = Object.fromEntries(typed.map((field) => [field.key, propertyOf(field, fieldDefinitions, lookups)]));
  const required = typed.filter((field) => field.required === true && !field.showWhen).map((field) => field.key);
  const conditions = typed.flatMap((field) => {
    const when = requiredWhen(field);
    return when ? [requirement(name, field, when)] : [];
  });
  return {
    $id: `${camelName(name)}Form`,
    type: 'object',
    ...(required.length > 0 ? { required } : {}),
    properties,
    ...(conditions.length > 0 ? { allOf: conditions } : {}),
  };
}

/** When a field is required only sometimes: while shown (a required field shown only sometimes), or as required says. */
function requiredWhen(field: FieldModel): FieldCondition | undefined {
  if (typeof field.required === 'object') return field.required;
  return field.required && field.showWhen ? field.showWhen : undefined;
}

/**
 * A field required only while a condition holds: if the deciding field holds the value (or one of them), the field
 * is required. The `if` carries an $id so that its validator is precompiled too (rjsf asks it which branch applies).
 */
function requirement(name: string, field: FieldModel, condition: FieldCondition): JsonSchema {
  const value = Array.isArray(condition.equals) ? { enum: condition.equals } : { const: condition.equals };
  return {
    if: { $id: `${camelName(name)}FormRequires${pascalName(field.key.replace(/_/g, '-'))}`, properties: { [condition.field]: value }, required: [condition.field] },
    then: { required: [field.key] },
  };
}

/** The $id of every condition a form schema carries, each a precompiled validator of its own. */
export function conditionIds(schema: JsonSchema): string[] {
  const conditions = (schema.allOf ?? []) as { if: { $id: string } }[];
  return conditions.map((condition) => condition.if.$id);
}

/** How @rjsf draws each field of a form: its order, titles, inputs and their options, the form's sections. */
export function uiSchema(fields: readonly FieldModel[], sections: ScreenSource['sections'], lookups: Record<string, LookupSource>): Record<string, unknown> {
  const typed = fields.filter(isTyped);
  const ui: Record<string, unknown> = { 'ui:order': typed.map((field) => field.key) };
  // the form's titled parts, drawn by its object template (runtime/form/sections.tsx)
  if (sections) ui['ui:options'] = { sections };
  for (const field of typed) {
    if (field.kind === 'repeat') {
      // rjsf draws the parts as an array: add, remove and move up or down; each part is a small form of its fields
      const items = uiSchema(field.fields ?? [], undefined, lookups);
      ui[field.key] = {
        'ui:title': field.label,
        items: { ...items, 'ui:order': [...(items['ui:order'] as string[]), 'id'], id: { 'ui:widget': 'hidden' }, 'ui:options': { label: false } },
        'ui:options': { orderable: true },
      };
      continue;
    }
    const options: Record<string, unknown> = {};
    if (field.kind === 'email') options.inputType = 'email';
    if (field.kind === 'phone') options.inputType = 'tel';
    if (field.lookup) options.lookup = field.lookup;
    if (field.dependsOn) {
      options.dependsOn = field.dependsOn;
      // until that field is chosen, the list says which to choose first
      const decider = fields.find((other) => other.key === field.dependsOn);
      if (decider) options.dependsOnLabel = decider.label;
    }
    // a field narrowed by the chosen option of another (a register's programmes) reads that option's where
    const deciding = narrowingList(fields, field, lookups);
    if (deciding) options.dependsOnLookup = deciding;
    if (field.accept) options.accept = field.accept;
    if (field.showWhen) options.showWhen = field.showWhen;
    if (field.groupBy) options.groupBy = field.groupBy;
    // a list too long to load whole (every student) is searched as one types
    const searched = field.kind === 'lookup' && lookups[field.lookup ?? '']?.search === true;
    const input = field.display === 'radio' ? 'lookupRadio' : searched ? 'lookupSearch' : INPUTS[field.kind];
    ui[field.key] = {
      'ui:title': field.label,
      ...(input ? { 'ui:widget': input } : {}),
      ...(field.kind === 'phone' ? { 'ui:placeholder': PHONE_PLACEHOLDER } : {}),
      ...(Object.keys(options).length > 0 ? { 'ui:options': options } : {}),
    };
  }
  return ui;
}
