// How large an upload may be, for the server that refuses a larger one and the form that refuses it first. Apart
// from constants.ts, which the first page loads, so that only the forms that upload carry it.

/**
 * The largest file one upload may be, in megabytes (of 1024 × 1024 bytes), unless the server is started with another
 * (UPLOAD_LIMIT_MB); the server refuses a larger one with 413, and the form refuses it before sending it.
 */
export const UPLOAD_LIMIT_MB = 10;
export const BYTES_PER_MB = 1024 * 1024;
/** The name of the page's <meta> by which the server tells the form its own limit, in bytes. */
export const UPLOAD_LIMIT_META = 'aula-upload-limit';

/** A size in megabytes as a person reads it (10, 30.2, 0.25), rounded up: a file over a limit never reads as equal to it. */
export function megabytes(bytes: number): number {
  return Math.ceil((bytes / BYTES_PER_MB) * 100) / 100;
}
