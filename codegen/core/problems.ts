// Every problem an author can meet in the screen definitions: a stable code, the place (file:line:column) and a
// sentence that says what to do. The codes and their meanings are listed here once; docs/screens.md's list is written
// from this table by `npm run gen`, and tests assert codes and places, not sentences.

/** Where a value sits in its YAML file. */
export interface Position {
  line: number;
  column: number;
}

export type YamlPath = readonly (string | number)[];

/**
 * What `npm run gen` writes in place of a value it can mend (an option's id where the DSL takes its name): the value's
 * text at the problem's place, and the text that replaces it.
 */
export interface Fix {
  from: string;
  to: string;
}

/** What the codegen says about a definition, at the place it concerns. */
export interface Problem extends Position {
  file: string;
  code: ProblemCode;
  message: string;
  fix?: Fix;
}

/** Each code, by the stage that finds it, with what it means. */
export const PROBLEM_CODES = {
  'AULA-E001': 'A file every project needs is missing (screens/lookups.yaml, screens/sidebar.yaml).',
  'AULA-E002': 'The file is not valid YAML.',
  'AULA-E003': 'An unknown key: not in the DSL (schemas/), most often misspelt.',
  'AULA-E004': 'A required key is missing.',
  'AULA-E005': 'A value of the wrong type (text where a number or a list is asked for).',
  'AULA-E006': 'A value that is not one of the values the key takes.',
  'AULA-E007': 'A value of the wrong form (a name with capitals, a path without its slash).',
  'AULA-E008': 'A value or a list beyond the bounds the key allows (too long, too short, too many, out of range).',
  'AULA-E009': 'A value the DSL refuses for another reason its description gives (a list holding a value twice).',
  'AULA-E010': 'A screen extends a screen that has no file, or screens extend each other in a circle.',
  'AULA-E011': 'A screen is not named as its file is.',
  'AULA-E012': 'A column or filter says neither its label nor (for a filter) its kind, and no field of its key gives them.',
  'AULA-E101': 'A label key is missing from a locale (locales/ka.json, locales/en.json).',
  'AULA-E201': 'A screen names an adapter, reader, grid reader or operation the browser or the server does not offer (contract/catalogue.ts).',
  'AULA-E202': 'A screen names a lookup list that screens/lookups.yaml does not declare, or lacks the lookup a key needs.',
  'AULA-E203': 'A screen names another screen that has no file in screens/, or one without what it is named for (a capacity over the records counted).',
  'AULA-E204': 'Something is declared twice (a column, field, filter, action, tab, tile or sidebar entry).',
  'AULA-E205': 'A screen lacks what it needs to store or read its rows (a table, a reader, a permission, columns).',
  'AULA-E206': 'A key belongs to another kind of screen, column, filter or field than this one.',
  'AULA-E207': 'A value compared with a lookup field names no option of its fixed list (an option goes by the last part of its label), or gives the id of an option that has a name (npm run gen writes the name in its place).',
  'AULA-E208': 'A key names a field the screen does not have (nor its parts, its form or its person\'s record), or one not of the kind the key asks for.',
  'AULA-E209': 'A key names a column the screen\'s list does not have (or, where a field will do, neither a column nor a field), or one not of the kind the key asks for.',
  'AULA-E210': 'A key names a filter the screen (or the screen it opens) does not have, or one not of the kind the key asks for.',
  'AULA-E211': 'A notification tells the holders of a permission nothing names, so that no role can grant it and nobody would be told.',
  'AULA-E212': 'A notification says whom it tells in a way its action or workflow cannot reach (a row\'s field where there is no row, the people reached by an operation that does not say whom it reached, a field that names no account).',
  'AULA-E213': 'A form\'s sections do not follow the order of its fields.',
  'AULA-E301': 'A sort key, default sort or common list that no column or index can serve.',
  'AULA-E302': 'A search filter or find (screen key find) that does not say, or cannot search, its columns, or cannot name the records it finds.',
  'AULA-E303': 'A range filter without its bounds, or a panel turned off over filters that are not required.',
  'AULA-E401': 'A repeat field without parts, without a table for them, or with a part no part may be.',
  'AULA-E402': 'A field that depends on, follows, is shown or is required by a field that cannot decide it.',
  'AULA-E403': 'A computed or stamped field that is typed, required, or computed from what it cannot be.',
  'AULA-E404': 'A field that lacks what its kind needs (a file without accept, a radio over a table).',
  'AULA-E405': 'A field that stores a personal number or a person\'s name where a person\'s erasure cannot reach it (not among its screen\'s person: identifying).',
  'AULA-E501': 'An action whose form, rows or answer do not go together (the screen\'s form with no fields, two forms, a report and a file).',
  'AULA-E502': 'An enrolment that does not map the rows it adds, or into a screen that cannot take them.',
  'AULA-E503': 'A questionnaire that does not name a repeat field and fields of its parts of the right kinds.',
  'AULA-E601': 'A calendar, dashboard tile or grid whose keys do not go together: one lacks another it needs (a feed its period, a share its total, a list tile its columns), or a sheet takes its scopes from another area.',
  'AULA-E602': 'A public form page that is not sent by one action into screens that store rows, or at a taken path.',
  'AULA-E603': 'A scoped screen or row condition that the server cannot keep (written rows, a reader whose rows are a user\'s own).',
  'AULA-E604': 'A workflow whose states and transitions do not name each other, whose state no record can hold, that a screen cannot run (without a table), or whose locks name a screen or field that does not make up its record.',
  'AULA-E701': 'A sidebar entry that opens nothing, opens a screen of another area, or is not guarded by a permission.',
  'AULA-E801': 'A lookup list that shows or narrows by columns its table does not have.',
  'AULA-E802': 'The lookup list of the kinds of account (userTypes) whose options are not the kinds the server knows (USER_TYPE of contract/constants.ts), each at its id.',
  'AULA-E901': 'A change of the tables no migration can make safely (a rename from a column that is not there, a kind no value converts to).',
  'AULA-E902': 'Under npm run dev, a saved change would drop a column that holds values: nothing is dropped until the author writes that migration with npm run gen.',
  'AULA-E903': 'Under npm run dev, a migration the data refuses (a value that does not convert): it is taken back and nothing is written.',
} as const;

export type ProblemCode = keyof typeof PROBLEM_CODES;

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column}: ${problem.code}: ${problem.message}`;
}

/** Something whose values sit in a located YAML file. */
export interface LocatedFile {
  file: string;
  locate(path: YamlPath, key?: string): Position;
}

/** The problems a stage finds, each placed in its file. */
export class ProblemList {
  readonly items: Problem[] = [];
  add(source: LocatedFile, path: YamlPath, code: ProblemCode, message: string, fix?: Fix): void {
    this.items.push({ file: source.file, ...source.locate(path), code, message, ...(fix ? { fix } : {}) });
  }
}

/** The list of the codes in docs/screens.md, between its markers. */
export const CODES_START = '<!-- problem-codes:start (generated from codegen/core/problems.ts by npm run gen) -->';
export const CODES_END = '<!-- problem-codes:end -->';

export function problemCodesTable(): string {
  const rows = Object.entries(PROBLEM_CODES).map(([code, meaning]) => `| \`${code}\` | ${meaning} |`);
  return [CODES_START, '| code | what it means |', '|---|---|', ...rows, CODES_END].join('\n');
}
