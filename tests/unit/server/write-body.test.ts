// A write's body checked before anything is written, against the screen's own schema (the form's) and the rules a
// schema cannot say: what the server computes, a hidden field, an end before its start, text a form sends.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../server/generated/registry';
import { ValidationFailed } from '../../../server/core/errors';
import { DEFAULT_TIME_ZONE as TIME_ZONE } from '../../../contract/instants';
import { checkBody, type RawBody } from '../../../server/kernel/write-body';

const json = (values: Record<string, unknown>): RawBody => ({ values, files: [], multipart: false });
const form = (values: Record<string, unknown>): RawBody => ({ values, files: [], multipart: true });

/** The fields a body is refused for, each with its messages' keys. */
async function refusals(check: Promise<unknown>): Promise<Record<string, string[]>> {
  try {
    await check;
  } catch (error) {
    if (error instanceof ValidationFailed) return Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages.map((m) => m.key)]));
    throw error;
  }
  return {};
}

const student = {
  name: 'ნინო', surname: 'ბერიძე', personal_id: '01001011011', sex: 0, birthday: '2002-03-04', citizenship: 1,
  phone: '555-12-345', email: 'nino@example.com', status_id: 1, school_id: 1, program_id: 1,
};

describe('a write body', () => {
  it('takes a whole new record, and names each required field a new one lacks', async () => {
    expect((await checkBody(registry.screens.students, json(student), TIME_ZONE)).values).toMatchObject(student);
    const refused = await refusals(checkBody(registry.screens.students, json({ name: 'ნინო' }), TIME_ZONE));
    expect(Object.keys(refused).sort()).toEqual(['birthday', 'citizenship', 'email', 'phone', 'program_id', 'school_id', 'sex', 'status_id', 'surname']);
    // a personal number is asked of a Georgian citizen; a foreign student may have a passport instead
    const georgian = await refusals(checkBody(registry.screens.students, json({ ...student, personal_id: null }), TIME_ZONE));
    expect(Object.keys(georgian)).toEqual(['personal_id']);
    const foreign = { ...student, personal_id: undefined, citizenship: 2, passport_number: 'U12345678', passport_country: 'Ukraine' };
    expect((await checkBody(registry.screens.students, json(foreign), TIME_ZONE)).values).toMatchObject({ citizenship: 2, passport_number: 'U12345678' });
  });

  it('judges an update as the row will be after it: a body of one changed field passes', async () => {
    const checked = await checkBody(registry.screens.students, json({ phone: '599-00-111' }), TIME_ZONE, { id: 1, ...student });
    expect(checked.values).toEqual({ phone: '599-00-111' });
  });

  it('refuses what the server writes itself: a computed amount', async () => {
    expect(await refusals(checkBody(registry.screens.finances, json({ remaining_amount: '0.00' }), TIME_ZONE))).toMatchObject({ remaining_amount: ['validation.computed'] });
  });

  it('refuses a value for a field its choice hides, and clears one the row held', async () => {
    const staff = registry.screens.administrations;
    const row = { id: 1, first_name: 'ნიკა', last_name: 'ჟვანია', identity_number: '01234567891', phone: '555-00-001', email: 'n@example.com', administration_position_id: 1, unit_kind: 1, administration_item_id: 3, school_id: null };
    expect(await refusals(checkBody(staff, json({ school_id: 2 }), TIME_ZONE, row))).toEqual({ school_id: ['validation.not_applicable'] });
    const moved = await checkBody(staff, json({ unit_kind: 2, school_id: 2 }), TIME_ZONE, row);
    expect(moved.values).toMatchObject({ unit_kind: 2, school_id: 2, administration_item_id: null });
  });

  it('refuses an end before its start (after)', async () => {
    const event = { title: 'ლექცია', start_at: '2025-09-15T13:00', end_at: '2025-09-15T12:00', entry_type: 1 };
    expect(await refusals(checkBody(registry.screens.calendar, json(event), TIME_ZONE))).toMatchObject({ end_at: ['validation.after'] });
  });

  it('reads a form\'s text by the form\'s conventions: an emptied text clears the field, a number is its digits', async () => {
    const checked = await checkBody(registry.screens.students, form({ address: '', status_id: '2' }), TIME_ZONE, { id: 1, ...student, address: 'თბილისი' });
    expect(checked.values).toEqual({ address: null, status_id: 2 });
  });

  it('reads a text of spaces alone as no value: a reason of spaces is no reason, as JSON or as a form', async () => {
    const registration = { student_id: 1, course_id: 1, reason: ' \t  \n ' };
    expect(await refusals(checkBody(registry.screens.registrations, json(registration), TIME_ZONE))).toMatchObject({ reason: ['validation.required'] });
    expect(await refusals(checkBody(registry.screens.registrations, form(registration), TIME_ZONE))).toMatchObject({ reason: ['validation.required'] });
    const erasure = registry.screens.students.actions.find((action) => action.run === 'erasePerson')!;
    const eraseForm = { name: 'students-erase', fields: erasure.fields!, schema: erasure.schema! };
    expect(await refusals(checkBody(eraseForm, json({ reason: '   ' }), TIME_ZONE))).toEqual({ reason: ['validation.required'] });
  });

  it('refuses text that no column can hold (a NUL) and a path to a stored file the row does not have', async () => {
    expect(await refusals(checkBody(registry.screens.students, json({ ...student, address: 'a\u0000b' }), TIME_ZONE))).toMatchObject({ address: ['validation.nul'] });
    expect(await refusals(checkBody(registry.screens.students, json({ ...student, photo: '/storage/another.png' }), TIME_ZONE))).toMatchObject({ photo: ['validation.file_path'] });
  });
});
