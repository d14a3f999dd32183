// A form field read as a list column, so the detail view draws every value the way the list does.
import type { ColumnKind, FieldKind } from '../../../contract/dsl';
import type { ColumnModel, BrowserField } from '../core/screen';

const KIND: Readonly<Record<FieldKind, ColumnKind>> = {
  text: 'text',
  longtext: 'text',
  richtext: 'richtext',
  phone: 'text',
  email: 'text',
  digits: 'text',
  personalNumber: 'text',
  date: 'date',
  datetime: 'datetime', time: 'text',
  money: 'money',
  decimal: 'decimal',
  integer: 'number',
  boolean: 'boolean',
  color: 'color',
  numbering: 'text',
  file: 'file',
  lookup: 'lookup',
  lookupMany: 'lookup',
  // drawn by the detail as a list of its parts
  repeat: 'text',
};

export function fieldColumn(field: BrowserField): ColumnModel {
  const kind = field.kind === 'file' && field.accept === 'image' ? 'image' : KIND[field.kind];
  return { key: field.key, label: field.label, kind, ...(field.lookup ? { lookup: field.lookup } : {}) };
}
