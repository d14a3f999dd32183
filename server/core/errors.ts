// Errors a handler throws and the app turns into a response in the user's language.

/** A message key under `server.` plus its parameters, translated when the response is written. */
export interface Message {
  key: string;
  params?: Record<string, string | number>;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    /** headers the answer carries (Retry-After) */
    readonly headers: Record<string, string> = {},
    /** what the answer carries beside its message (a stale write's record as it is now) */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
}

/** Whether a write was refused for what was asked of it (a check, a constraint, a lock: a client's error), not failed. */
export function isRefusal(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status < 500;
}

/** 422 with per-field messages, in the shape the forms read: {message, errors: {field: [text]}}. */
export class ValidationFailed extends HttpError {
  constructor(
    readonly fieldErrors: Record<string, Message[]>,
    /** what the answer says above the fields (the surveys' asterisk rule); else the first field's message */
    readonly summary?: Message,
  ) {
    super(422, 'validation.failed');
  }
}

/** A file over its limit, refused at its field with 413; the answer names the limit (app.ts): the upload limit unless given. */
export class FileTooLarge extends HttpError {
  constructor(readonly field: string, readonly limitBytes?: number) {
    super(413, 'server.errors.file_too_large');
  }
}

/** Each field's messages in the words of a language (`say` translates a key with its parameters). */
export function fieldMessages(
  say: (key: string, params?: Record<string, string | number>) => string, errors: Readonly<Record<string, readonly Message[]>>,
): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map((message) => say(message.key, message.params))]));
}

export function fieldError(field: string, key: string, params?: Record<string, string | number>): ValidationFailed {
  return new ValidationFailed({ [field]: [{ key, params }] });
}
