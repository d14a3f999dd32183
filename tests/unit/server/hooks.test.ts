// The domains' hooks as the kernel runs them: a hook acts on the tables of the screens naming it (screen key hooks),
// a screen's own and its workflow's, and on no other; a hook of every table acts on all of them, screens' or not.
import { describe, expect, it } from 'vitest';
import { actsOnEveryTable, hookCatalogue, type HookName } from '../../../contract/catalogue';
import type { WorkflowModel } from '../../../contract/model';
import { registry } from '../../../server/generated/registry';
import { Hooks, type DomainHooks, type PersonEvent, type TransitionEvent } from '../../../server/kernel/hooks';
import type { Queryable } from '../../../server/db/database';
import type { SessionUser } from '../../../server/core/user';

const names = Object.keys(hookCatalogue) as HookName[];

/** Hooks that write down which of them ran, in the order they ran. */
function recording(): { hooks: Hooks; ran: HookName[] } {
  const ran: HookName[] = [];
  const domains = Object.fromEntries(names.map((name): [HookName, DomainHooks] => [name, {
    async afterTransition() { ran.push(name); return []; },
    async personData() { ran.push(name); return {}; },
    async openWrite() { ran.push(name); },
  }]));
  return { hooks: new Hooks(domains, registry), ran };
}

const tx = {} as Queryable;
const moved = (table: string): TransitionEvent => ({
  tx, actor: {} as SessionUser, workflow: { table } as WorkflowModel, id: 1, from: 'a', to: 'b', afterCommit: () => undefined,
});
const person = (table: string): PersonEvent => ({ tx, table, id: 1, values: [] });

describe('the domains\' hooks', () => {
  it('run on a table those of every table and those its screens name, in the catalogue\'s order', async () => {
    const { hooks, ran } = recording();
    await hooks.afterTransition(moved('applicants'));
    expect(ran.splice(0)).toEqual(['access', 'privacy', 'admissions']);
    // a grade sheet's move: the workflow's table of the grades' screen, which names the academic record
    await hooks.afterTransition(moved('journal_courses'));
    expect(ran.splice(0)).toEqual(['access', 'privacy', 'academicRecord']);
    await hooks.personData(person('students'));
    expect(ran.splice(0)).toEqual(['access', 'privacy', 'career']);
    // the accounts have no screen of their own table: access and privacy alone
    await hooks.openWrite(tx, 'users');
    expect(ran.splice(0)).toEqual(['access', 'privacy']);
  });

  it('are each named by a screen, unless of every table', () => {
    const named = new Set(Object.values(registry.screens).flatMap((screen) => screen.hooks ?? []));
    const ofSome = names.filter((name) => !actsOnEveryTable(name));
    expect(ofSome.filter((name) => !named.has(name))).toEqual([]);
    expect(ofSome.length).toBeGreaterThan(0);
  });
});
