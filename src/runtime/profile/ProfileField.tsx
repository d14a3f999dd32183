// The profile's form pieces: a labelled input with the server's errors under it, and how a refused save reads.
import type { Ref } from 'react';
import { ApiError } from '../core/api';

export type FieldErrors = Record<string, string[] | undefined>;

export interface FieldProps {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  errors?: string[];
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with the server's errors for it under it. */
export function Field({ name, label, type, autoComplete, value, errors, onChange, inputRef }: FieldProps) {
  const id = `profile-${name}`;
  return (
    <div className="profile-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        className="form-control"
        type={type}
        autoComplete={autoComplete}
        value={value}
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {errors?.map((message) => <p key={message} id={`${id}-error`} className="profile-field__error">{message}</p>)}
    </div>
  );
}

/** What a refused save shows: the server's errors under the form's fields, or else one message above the form. */
export function failureOf(failure: unknown, fields: readonly string[], fallback: string): { message: string | null; errors: FieldErrors } {
  if (!(failure instanceof ApiError)) return { message: fallback, errors: {} };
  const errors = failure.status === 422 ? failure.errors ?? {} : {};
  const underFields = fields.some((field) => errors[field]?.length);
  return { message: underFields ? null : failure.message || fallback, errors };
}
