// Find anyone's statement: the words a text is searched by, and the statement each screen is read with (every
// parameter it names given, none it does not; the same text for every text of as many words, so a plan serves all).
import { describe, expect, it } from 'vitest';
import { findWords, FIND_WORDS_MAX, recordPath } from '../../../contract/find';
import { findStatement } from '../../../server/kernel/find';
import { scopedSource } from '../../../server/kernel/list-query';
import { tableSource } from '../../../server/kernel/table-source';
import { Hooks } from '../../../server/kernel/hooks';
import { registry } from '../../../server/generated/registry';

const target = (name: string) => {
  const screen = registry.screens[name];
  return { screen, source: scopedSource(screen, tableSource({ registry, hooks: new Hooks({}, registry) }, screen), { id: 1 }) };
};

/** The parameters a statement names, by number. */
const named = (sql: string): number[] => [...new Set([...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])))].sort((a, b) => a - b);

describe('the words of a text', () => {
  it('splits at spaces and control characters, each word once, the words past the most joined as one', () => {
    expect(findWords('  ნინო \t ბერ\u0007იძე ნინო ')).toEqual(['ნინო', 'ბერ', 'იძე']);
    expect(findWords('')).toEqual([]);
    expect(findWords('a b c d e f')).toHaveLength(FIND_WORDS_MAX);
    expect(findWords('a b c d e f').at(-1)).toBe('d e f');
  });

  it('opens a found record on its screen\'s list', () => {
    expect(recordPath('students', 12)).toBe('/admin/students?rowId=12');
  });
});

describe('the statement of a screen', () => {
  it('names each of its parameters, the source\'s own first, and is the same statement for any words as many', () => {
    for (const words of [['ნინო'], ['2000073'], ['ნინო', 'ბერ'], ['beridze', 'nino', 'b@x']]) {
      for (const name of ['students', 'bachelor']) {
        const statement = findStatement([target(name)], [], words, 5)!;
        expect(named(statement.sql), `${name} ${words.join(' ')}`).toEqual(statement.params.map((_, index) => index + 1));
      }
    }
    // a text's words change the values, not the statement
    expect(findStatement([target('students')], [], ['ნინო'], 5)!.sql).toBe(findStatement([target('students')], [], ['2000'], 5)!.sql);
    // of several words, each word reads each field's index (two words, five fields), the others compared with the rows it walks
    expect(findStatement([target('students')], [], ['ნინო', 'b'], 5)!.sql.match(/\) walked WHERE/g)).toHaveLength(2 * 5);
  });

  it('reads every screen in one statement, each applicant register keeping to its own rows by a parameter of its own', () => {
    const statement = findStatement([target('students'), target('master'), target('phd')], [[], ['students.personal_id::text'], []], ['ნინო'], 5)!;
    expect(statement.params.slice(0, 2)).toEqual(['master', 'phd']);
    expect(statement.sql).toContain('applicants.register = $1');
    expect(statement.sql).toContain('applicants.register = $2');
    expect(named(statement.sql)).toEqual(statement.params.map((_, index) => index + 1));
    // each part answers as many shown fields, a screen showing fewer with empty ones
    expect(statement.sql.match(/NULL::text AS found_0/g)).toHaveLength(2);
  });

  it('reads nothing for no words or no screen', () => {
    expect(findStatement([target('students')], [], [], 5)).toBeUndefined();
    expect(findStatement([], [], ['ნინო'], 5)).toBeUndefined();
  });
});
