// What the kernel's write path says when the database keeps a rule a check before it missed (two writes at once): each
// refusal under the field it concerns, in the screen's own sentence; a row written since the writer read it; the reason
// a deletion must give.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../server/generated/registry';
import { CHECK_VIOLATION, EXCLUSION_VIOLATION, constraintRefusal } from '../../../server/kernel/constraints';
import { changedSince, partitionCondition } from '../../../server/kernel/versions';
import { deletionReason } from '../../../server/kernel/records';
import { ValidationFailed } from '../../../server/core/errors';

/** The field errors a refusal answers with (422), or what it is otherwise. */
function fieldsOf(refusal: unknown): unknown {
  return refusal instanceof ValidationFailed ? refusal.fieldErrors : refusal;
}

/** The database's error of a write a constraint refused, as pg and PGlite report it. */
const refused = (code: string, constraint: string, more: { detail?: string; column?: string } = {}) => Object.assign(new Error('refused'), { code, constraint, ...more });

describe('a write the database refused', () => {
  const registrations = registry.screens.registrations;
  const journal = registry.screens.journal;

  it('is said as the screen\'s unique constraint says it, under its last field', () => {
    const index = registrations.constraints!.find((constraint) => constraint.unique)!.index;
    expect(fieldsOf(constraintRefusal(registrations, refused('23505', index)))).toEqual({ student_id: [{ key: 'screens.registrations.already', params: undefined }] });
  });

  it('is a full course under the capacity\'s field, with the places the trigger found', () => {
    const index = registrations.constraints!.find((constraint) => constraint.capacity)!.index;
    expect(fieldsOf(constraintRefusal(registrations, refused(CHECK_VIOLATION, index, { detail: '30' }))))
      .toEqual({ course_id: [{ key: 'screens.registrations.full', params: { limit: '30' } }] });
  });

  it('is an overlap under the part that collides, and a record\'s places lowered below those taken under its limit', () => {
    const index = journal.constraints!.find((constraint) => constraint.noOverlap?.key === 'auditorium_id')!.index;
    expect(fieldsOf(constraintRefusal(journal, refused(EXCLUSION_VIOLATION, index)))).toEqual({ meetings: [{ key: 'validation.overlaps', params: undefined }] });
    expect(fieldsOf(constraintRefusal(journal, refused(CHECK_VIOLATION, 'journal_courses_seats_limit', { column: 'seats', detail: '41' }))))
      .toEqual({ seats: [{ key: 'server.errors.below_taken', params: { taken: '41' } }] });
  });

  it('passes on an error that is no constraint\'s, unchanged', () => {
    const lost = Object.assign(new Error('connection lost'), { code: '57P01' });
    expect(constraintRefusal(registrations, lost)).toBe(lost);
  });
});

describe('a row\'s version and partition', () => {
  it('refuses a ticked row written since the list showed it, and not one it never showed', () => {
    const seen = new Map([[1, '700'], [2, '701']]);
    expect(changedSince(seen, 1, '700')).toBe(false);
    expect(changedSince(seen, 2, '745')).toBe(true);
    expect(changedSince(seen, 3, '745')).toBe(false);
  });

  it('keeps a screen sharing its table to its own rows, its name a parameter', () => {
    const params: unknown[] = [12];
    expect(partitionCondition(registry.screens.master, params)).toBe(' AND register = $2');
    expect(params).toEqual([12, 'master']);
    expect(partitionCondition(registry.screens.students, params)).toBe('');
  });
});

describe('a deletion\'s reason', () => {
  it('is asked by a screen that keeps one, trimmed, and refused when blank; another screen keeps none', () => {
    expect(deletionReason(registry.screens.registrations, '  ბოლო ვადა გავიდა ')).toBe('ბოლო ვადა გავიდა');
    expect(fieldsOf((() => { try { return deletionReason(registry.screens.registrations, '   '); } catch (error) { return error; } })()))
      .toEqual({ reason: [{ key: 'server.errors.delete_reason_required', params: undefined }] });
    expect(deletionReason(registry.screens.students, 'anything')).toBeUndefined();
  });
});
