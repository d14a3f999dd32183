// What every form widget shares: the props it reads, the form's state it may reach, and how a value is typed back.
import { createContext } from 'react';
import type { WidgetProps } from '@rjsf/utils';

/** What a widget reads of its props: rjsf hands it these and more, a page's form (PageForm) these alone. */
export type FieldWidgetProps = Pick<WidgetProps, 'id' | 'name' | 'value' | 'required' | 'disabled' | 'readonly' | 'placeholder' | 'autofocus'
  | 'onChange' | 'onBlur' | 'onFocus' | 'rawErrors' | 'options' | 'schema' | 'label'>;

export interface FormState {
  formData: Record<string, unknown>;
  /** Keeps a chosen file aside; the submitted body carries it in place of its name. */
  setFile: (field: string, file: File | undefined) => void;
  file: (field: string) => File | undefined;
}

export const FormStateContext = createContext<FormState>({
  formData: {},
  setFile: () => undefined,
  file: () => undefined,
});

function schemaType(props: FieldWidgetProps): string | undefined {
  const type = props.schema.type;
  return Array.isArray(type) ? type.find((candidate) => candidate !== 'null') : type;
}

/** The select's string back in the schema's type. */
export function typed(props: FieldWidgetProps, value: string): unknown {
  if (value === '') return undefined;
  const type = schemaType(props);
  return type === 'integer' || type === 'number' ? Number(value) : value;
}

export function fieldName(props: FieldWidgetProps): string {
  return (props.name || props.id).replace(/^aula_/, '');
}
