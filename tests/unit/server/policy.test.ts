// A screen's policy, as every route asks it: the rows a reader may read are the screen's narrowed to the reader (its
// scope, the states its area sees), and, for a grid opened only for some scopes, to the rows of those the scopes'
// screen lets the reader read, with each part's parameters numbered where the statement sends them.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../server/generated/registry';
import { policyOf } from '../../../server/capabilities/served';
import type { AppContext } from '../../../server/kernel/context';
import type { SessionUser } from '../../../server/core/user';
import type { ListSource } from '../../../server/kernel/list-query';
import { Hooks } from '../../../server/kernel/hooks';
import { domainCatalogue } from '../../../server/domains';

/** What building a policy reads of the app: the screens, the hooks that add columns, the readers. */
const context = { registry, hooks: new Hooks({}, registry), domains: domainCatalogue } as AppContext;

const lecturer: SessionUser = {
  id: 31, first_name: 'ნინო', last_name: 'ბერიძე', email: 'nino@example.ge', photo: null, user_type_id: 3,
  permissions: [], student_id: null, lecturer_id: 7,
};
const student: SessionUser = { ...lecturer, id: 41, user_type_id: 2, lecturer_id: null, student_id: 9 };

/** The values the statement's numbered parameters take, in the order its condition names them. */
function named(source: ListSource): unknown[] {
  const params = source.where?.params ?? [];
  return [...(source.where?.sql ?? '').matchAll(/\$(\d+)/g)].map(([, n]) => {
    expect(Number(n)).toBeLessThanOrEqual(params.length);
    return params[Number(n) - 1];
  });
}

describe('a screen\'s policy', () => {
  it('narrows a scoped screen to the reader\'s own rows, and a reader without such a record to none', () => {
    const policy = policyOf(context, registry.screens['lecturer-courses']);
    const own = policy.rows(lecturer);
    expect(own.where?.sql).toMatch(/lecturer_id = \$\d+/);
    expect(named(own)).toContain(7);
    // a student's account holds no lecturer: the scope asks for the lecturer 0, whom no row names
    expect(named(policy.rows(student))).toEqual([0]);
  });

  it('keeps a grid opened for a scope to the rows of the scopes the reader may read, the scope\'s parameters numbered after the grid\'s', () => {
    const grades = registry.screens['lecturer-grades'];
    expect(grades.grid?.scopeFrom).toBe('lecturer-courses');
    const rows = policyOf(context, grades).rows(lecturer);
    expect(rows.where?.sql).toMatch(new RegExp(`course_id IN \\(SELECT .+ WHERE .*lecturer_id = \\$${rows.where!.params.length}\\b`, 's'));
    expect(rows.where?.params.at(-1)).toBe(7);
    expect(named(rows)).toContain(7);
  });

  it('shows an area a record only in the states its workflow lets that area see', () => {
    const grades = registry.screens['student-grades'];
    const seen = grades.workflow!.states.filter((state) => !state.hiddenFrom?.includes('student'));
    expect(seen.length).toBeLessThan(grades.workflow!.states.length);
    const rows = policyOf(context, grades).rows(student);
    expect(named(rows)).toContain(9);
    for (const state of grades.workflow!.states) {
      expect(rows.where!.sql.includes(`'${state.id}'`), state.id).toBe(seen.includes(state));
    }
  });

  it('reads the kept rows of a deleted record with the same narrowing, over the row as it was kept', () => {
    const kept = policyOf(context, registry.screens['lecturer-grades']).kept(lecturer);
    expect(kept?.from).toMatch(/^CROSS JOIN jsonb_populate_record\(NULL::grades, c\.record -> 'row'\) AS grades/);
    expect(kept!.where.params).toContain(7);
    // a screen whose rows a reader assembles keeps none
    expect(policyOf(context, registry.screens['student-subjects']).kept(student)).toBeUndefined();
  });
});
