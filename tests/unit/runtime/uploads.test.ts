import { describe, expect, it } from 'vitest';
import { uploadLimitBytes, withClearedFields, withUploads } from '../../../src/runtime/form/uploads';
import { megabytes, UPLOAD_LIMIT_MB, UPLOAD_LIMIT_META } from '../../../contract/uploads';

describe('file fields in a submitted body', () => {
  const fields = ['photo', 'cv', 'diploma'];
  const initial = { name: 'Nino', photo: '/storage/a.png', cv: '/storage/b.pdf' };

  it('sends a chosen file, null for a removed one, and nothing for one left alone', () => {
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    const body = withUploads({ name: 'Nino', photo: 'me.png', diploma: undefined }, initial, fields, new Map([['photo', photo]]));
    expect(body.photo).toBe(photo);
    expect(body.cv).toBeNull();
    expect('diploma' in body).toBe(false);
    expect(body.name).toBe('Nino');
  });

  it('keeps a stored file the user did not touch', () => {
    const body = withUploads({ ...initial }, initial, fields, new Map());
    expect('photo' in body).toBe(false);
    expect('cv' in body).toBe(false);
  });
});

describe('fields emptied in the form', () => {
  it('are sent as null so an update clears them; untouched and never-filled fields are left as they are', () => {
    const initial = { name: 'Nino', address: 'Tbilisi', notes: 'first year', mobility: false };
    const body = withClearedFields({ name: 'Nino', notes: '', mobility: false }, initial);
    expect(body).toEqual({ name: 'Nino', address: null, notes: null, mobility: false });
    expect(withClearedFields({ name: 'Nino' }, { name: 'Nino' })).toEqual({ name: 'Nino' });
  });
});

describe('the largest file a form sends', () => {
  const page = (content?: string) => ({
    querySelector: (selector: string) => (selector === `meta[name="${UPLOAD_LIMIT_META}"]` && content !== undefined ? { content } : null),
  }) as unknown as Pick<Document, 'querySelector'>;

  it('is what the page the server served says, else the limit the server starts from', () => {
    expect(uploadLimitBytes(page('2097152'))).toBe(2 * 1024 * 1024);
    expect(uploadLimitBytes(page())).toBe(UPLOAD_LIMIT_MB * 1024 * 1024);
    expect(uploadLimitBytes(page('nonsense'))).toBe(UPLOAD_LIMIT_MB * 1024 * 1024);
  });

  it('is said in megabytes, a size over it rounded up so it never reads as the limit itself', () => {
    expect(megabytes(10 * 1024 * 1024)).toBe(10);
    expect(megabytes(256 * 1024)).toBe(0.25);
    expect(megabytes(10 * 1024 * 1024 + 1)).toBe(10.01);
    expect(megabytes(31_666_000)).toBe(30.2);
  });
});
