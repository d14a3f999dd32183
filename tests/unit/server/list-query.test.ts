// Which list queries one plan serves whatever their values (QueryOptions.planOnce), and the search prefix as a
// byte range of the lower() index.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../server/generated/registry';
import { parseListQuery } from '../../../server/kernel/list-query';
import { Hooks } from '../../../server/kernel/hooks';
import { tableSource } from '../../../server/kernel/table-source';

const students = registry.screens.students;
const source = tableSource({ registry, hooks: new Hooks({}, registry) }, students);
const parse = (query: Record<string, string>) => parseListQuery(students, source, query);

describe('a list query planned once', () => {
  it('is a page of the sort index, or a search whose prefix reads as index ranges', () => {
    expect(parse({}).planOnce).toBe(true);
    expect(parse({ sort: '-gpa', page: '3' }).planOnce).toBe(true);
    expect(parse({ search: 'ბერ' }).planOnce).toBe(true);
    expect(parse({ search: 'Nika', sort: 'gpa' }).planOnce).toBe(true);
  });

  it('is not one with an equality or range filter, whose best plan depends on the value', () => {
    expect(parse({ status_id: '1' }).planOnce).toBe(false);
    expect(parse({ search: 'ბერ', program_id: '3' }).planOnce).toBe(false);
    expect(parse({ enrollment_date_from: '2024-01-01' }).planOnce).toBe(false);
  });

  it('reads a search prefix as the byte range from the folded text to the text after it, with % and _ as themselves', () => {
    const query = parse({ search: 'AB_%', sort: 'gpa' });
    expect(query.where).toHaveLength(1);
    expect(query.where[0]).toContain('lower(students.email) ~>=~ $1 AND lower(students.email) ~<~ $2');
    expect(query.where[0]).not.toContain('LIKE');
    expect(query.params).toEqual(['ab_%', 'ab_&']);
  });

  it('reads a search of several words as each word the start of a column, in any order, or the whole text as one start', () => {
    const query = parse({ search: 'ნინო  Beridze', sort: 'surname' });
    expect(query.where).toHaveLength(1);
    // the whole text, then each word, each as its byte range (ASCII letters folded)
    expect(query.params).toEqual(['ნინო  beridze', 'ნინო  beridzf', 'ნინო', 'ნინპ', 'beridze', 'beridzf']);
    const on = (column: string, from: number) => `(lower(students.${column}) ~>=~ $${from} AND lower(students.${column}) ~<~ $${from + 1})`;
    const columns = (from: number, names = ['name', 'surname', 'personal_id', 'email']) => names.map((column) => on(column, from)).join(' OR ');
    // two words spelt out by the columns they start: the first two columns (the search's pair index) either way
    // round, both on one column, and a word on another column with the other anywhere
    const ways = [
      `(${on('name', 3)} AND ${on('surname', 5)})`, `(${on('name', 5)} AND ${on('surname', 3)})`,
      `(${on('name', 3)} AND ${on('name', 5)})`, `(${on('surname', 3)} AND ${on('surname', 5)})`,
      `((${columns(3, ['personal_id', 'email'])}) AND (${columns(5)}))`, `((${columns(5, ['personal_id', 'email'])}) AND (${columns(3)}))`,
    ];
    expect(query.where[0]).toBe(`((${columns(1)}) OR (${ways.join(' OR ')}))`);
    const three = parse({ search: 'ნინო ბერ 2000' });
    expect(three.where[0]).toBe(`((${columns(1)}) OR ((${columns(3)}) AND (${columns(5)}) AND (${columns(7)})))`);
    // every part an index range: one plan for any words; no split by the sort column, which one word alone takes
    expect(query.planOnce).toBe(true);
    expect(query.searchSplit).toBeUndefined();
    expect(parse({ search: 'ბერ', sort: 'surname' }).searchSplit).toBeDefined();
  });

  it('matches a word said twice once, and past five words the rest of the text as one phrase', () => {
    expect(parse({ search: 'ნინო ნინო' }).params).toEqual(['ნინო ნინო', 'ნინო ნინპ', 'ნინო', 'ნინპ']);
    const long = parse({ search: 'a b c d e f g' });
    // the whole text, four words, and "e f g"
    expect(long.params.filter((_, index) => index % 2 === 0)).toEqual(['a b c d e f g', 'a', 'b', 'c', 'd', 'e f g']);
    expect(long.where[0].split(' AND (').length).toBe(5);
  });
});
