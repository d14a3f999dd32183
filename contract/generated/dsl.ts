// generated from schemas/ by npm run gen — edit the schemas instead.

/**
 * One YAML file in screens/ describes one admin screen: where its list comes from, who may see it, its columns, filters and form. The codegen turns it into the browser's route module, list hook and form, and into the server's resource.
 */
export interface ScreenFile {
  /**
   * The PageWithForm value: the screen is served at /admin/<screen>. Must equal the file name without .yaml.
   */
  screen: string;
  /**
   * Another screen this one starts from (its file's name without .yaml): every key of it is taken, and this file's keys replace them, a list as a whole (the five applicant registers are one register and four variants). A key set to null (~) is not taken (a read-only variant has no addTitle).
   */
  extends?: string;
  /**
   * i18n key of the screen's title, present in every locale.
   */
  title: string;
  /**
   * i18n key of the add modal's title. Without it the screen has no add button.
   */
  addTitle?: string;
  /**
   * i18n key of a text under the title: what a form page asks for and what happens after (a public form's instructions).
   */
  intro?: string;
  /**
   * The permission a user must hold to see the screen and call its API, such as students.index. A dashboard may leave it out: each of its tiles is guarded by the permission of the screen it reads.
   */
  permission?: string;
  /**
   * The API path of the list, under /api, such as /students.
   */
  endpoint: string;
  /**
   * What the screen is: list (a table of rows, the default), calendar (its rows as entries of a month, week and day; keys in calendar), dashboard (counts, charts and short lists of other screens; keys in tiles), grid (a sheet of rows × columns whose cells are the values of this screen's table; keys in grid) or form (a page that is one form, sent by the screen's one action: the public area's application forms). Each kind is a chunk of its own the browser loads only on its screens.
   */
  view?: ('list' | 'calendar' | 'dashboard' | 'grid' | 'form');
  /**
   * For a dashboard: it is the admin area's home page, shown at /admin. A key of its own because which page /admin opens is said of that page, and no other key says it; any dashboard may set it.
   */
  home?: boolean;
  /**
   * The key of the response under which the paged list sits (students for /students). Without it the paged list is the response itself.
   */
  responseKey?: string;
  /**
   * Lookup lists (screens/lookups.yaml) the list answers beside its page, each under its own name (spec section 7: the templates come with userTypes, the surveys with questionTypes).
   */
  withLookups?: string[];
  /**
   * Name of a row adapter (a pure function in src/runtime/core/adapters.ts) for responses that are not a plain paged list: merged calendar events, flattened HR rows, applicant rows with register_form_info.
   */
  adapter?: string;
  /**
   * The database table the server reads and writes for this screen. Screens that share a table (news and signs) name the same one.
   */
  table?: string;
  /**
   * Several screens keep their rows in one table, each its own (the five applicant registers): the column of the table that holds the screen's name. The server writes it and keeps every read, write, deletion, restore and uniqueness to the screen's own rows.
   */
  partition?: string;
  /**
   * A JSON column of the table that keeps what a public form asked beyond the screen's fields (an applicant's previous education): a column whose key is no field is read from it.
   */
  extras?: string;
  /**
   * The server reader that assembles the list's rows when they are not simply one table's (a name in readerCatalogue of contract/catalogue.ts): HR rows with their contracts, the calendar's events with the lectures of the journal's schedule, a user's documents. A screen with a table as well writes to its table.
   */
  reader?: string;
  /**
   * The domains' hooks that act on this screen's table (names in hookCatalogue of contract/catalogue.ts): the code that keeps a domain's rules over its records beyond what the DSL says (admissions: an offer mailed to the applicant; academicRecord: an approved grade sheet taken into the academic record). The kernel runs a hook on the writes, moves, lists and person data of the tables of the screens naming it, and on no other table, so a screen says here what acts on its records besides its YAML. A key of its own: used by the screens whose records a domain's code keeps, it names code as reader and an action's run do, but of the write path rather than the read path.
   * 
   * @minItems 1
   */
  hooks?: [string, ...(string)[]];
  /**
   * The server offers no create, update or delete for this screen.
   */
  readOnly?: boolean;
  /**
   * The column that holds the signed-in user's id: the list, its export, a row's detail and every action see only the user's own rows, and another's row answers 404 (a mailbox).
   */
  scope?: string;
  /**
   * Conditions every row of the screen meets, enforced by the server on its list, export, detail and actions whatever the query asks (the areas' news: published, and dated no later than now). The value now stands for the moment of the request.
   */
  only?: RowCondition[];
  /**
   * Which of the signed-in account's ids the scope column holds: the account's own (user, a mailbox), its student record's (student: a student's finance rows) or its lecturer record's (lecturer: a lecturer's courses).
   */
  scopeTo?: ('user' | 'student' | 'lecturer');
  /**
   * The area the screen belongs to: absent, the admin area (/admin/<screen>, an administrator's account holding its permission); student or lecturer, that area (/student/<screen>, /lecturer/<screen>), opened by accounts of that type alone, its menu in sidebar.yaml's areas; public, a page anyone may open without signing in, at its path (a form: view form), whose sending is limited per address and per e-mail.
   */
  area?: ('student' | 'lecturer' | 'public');
  /**
   * For a public screen: the page's address (/bachelor), outside every area.
   */
  path?: string;
  /**
   * For a public form: the screens whose table its sending adds a row to (the applicant registers it files into). With more than one, the form's field register chooses among them; its lookup lists exactly these.
   * 
   * @minItems 1
   */
  into?: [string, ...(string)[]];
  /**
   * Seconds between re-reads of the list while it is open, so what others do reaches it (a mailbox).
   */
  poll?: number;
  /**
   * Show the filter panel (spec section 2 turns it off for some screens). Filters the list requires are asked for even without it.
   */
  filter?: boolean;
  /**
   * Show the export button.
   */
  export?: boolean;
  /**
   * A record is deleted only with the reason the person gives (a registration dropped by staff): the delete dialog asks it, the server refuses a deletion without it, and the record's history keeps it beside what was deleted. A key of its own because no other key makes a deletion ask anything; any written screen may set it.
   */
  deleteReason?: boolean;
  /**
   * Append the page's query string (filters, sort, page) to the list request.
   */
  forwardQuery?: boolean;
  /**
   * Collapse the sidebar while this screen is open.
   */
  collapseSidebar?: boolean;
  /**
   * Open the add modal as soon as the screen opens (the library's add entry). A key of its own because a sidebar entry opens a screen, not a form on it; any written list may set it.
   */
  opensAdd?: boolean;
  /**
   * What a user can do on this screen besides adding and editing: on the screen (a button in its head, with the screen's fields as its form when form is true), on a row (a button in the row's detail) or on a selection (a button when rows are ticked). Each runs a named server operation (operationCatalogue in contract/catalogue.ts), which the codegen checks.
   */
  actions?: Action[];
  /**
   * Tabs above the list, each a fixed set of filter values (a mailbox's inbox, sent, drafts and favourites). The first is chosen when none is; the filters the tabs set are not offered in the filter panel.
   * 
   * @minItems 2
   */
  tabs?: [Tab, Tab, ...(Tab)[]];
  /**
   * The columns (or fields) a row's detail shows, in order, instead of all the fields (a message shows who sent it and its text, while its fields are what is written; a student's finance row its amounts and payments, not whose it is).
   * 
   * @minItems 1
   */
  detail?: [string, ...(string)[]];
  /**
   * The columns or fields whose values, joined, name a record: the title of its detail and of the browser tab (a student: name and surname). Without it, the first text column of the list.
   * 
   * @minItems 1
   */
  recordTitle?: [string, ...(string)[]];
  /**
   * The lists this screen is opened with most, each a set of filters and a sort (the active students of a programme, by surname): each gets an index of its own, filters then sort, so it stays as fast at a million rows as the unfiltered list. The filters are the screen's select or boolean filters on its own fields; the sort one of its columns' sort keys (either direction). A key of its own because no other key says how a list is read most, which is what its indexes follow; any stored list may set it.
   * 
   * @minItems 1
   */
  commonLists?: [{
    /**
     * @minItems 1
     */
    filters: [string, ...(string)[]];
    sort: string;
  }, ...({
    /**
     * @minItems 1
     */
    filters: [string, ...(string)[]];
    sort: string;
  })[]];
  /**
   * Rules over several fields of a row that the database itself keeps, each with the sentence that says it (an i18n key); each is one of: unique — no two rows hold the same values of these fields together (one application per personal number and programme), kept by a unique index the migration writes, a write breaking it refused with 422 and the message under the last of the fields; noOverlap — no two rows with the same value of a key (a room, a lecturer; of a key of several values, a course's groups, any value they share) whose times overlap on the same day within overlapping periods (two courses in C-107 on Wednesdays at 13:00), kept by an exclusion constraint the migration writes (btree_gist, and intarray for a key of several values), a write breaking it refused with 422 and the message, naming the row it collides with, under the key; capacity — the rows of one record (a course's registrations) may not outnumber a number that record holds (its seats), rows waiting beyond it taking a freed place in the order they came; requires — a row is added only while a rule of the domain holds (its course's prerequisites passed), unless a field (a reason staff give) says otherwise. Capacity and requires are kept by triggers the migration writes; a write breaking one is refused with 422 and the message under the field concerned.
   * 
   * @minItems 1
   */
  constraints?: [{
    /**
     * The fields whose values, together, no two rows share.
     * 
     * @minItems 2
     */
    unique?: [string, string, ...(string)[]];
    /**
     * No two rows with the same key whose times overlap on the same day (and, with during, whose periods overlap). A row without a key, a day or a time is not checked. The message may name {{value}} (the key's label), {{day}}, {{from}} and {{to}} (the other row's day and times) and {{other}} (the other row's title).
     */
    noOverlap?: {
      /**
       * A field of kind repeat whose parts are checked instead of the rows (a course's meetings): no two parts, of this record or any other, collide. Each field named below is a field of the part or, where the part has none of that name, of the record (a course's groups, its first and last day), which the part's table keeps a copy of, refreshed when the record changes.
       */
      part?: string;
      /**
       * The field two rows may not share at the same time (a room, a lecturer).
       */
      key: string;
      /**
       * The field saying which day of the week the row is on (a weekday).
       */
      day: string;
      /**
       * The field of kind time the row starts at.
       */
      from: string;
      /**
       * The field of kind time the row ends at (a row ending as another starts does not overlap it).
       */
      to: string;
      /**
       * A field of kind date: a row that has one is on that day alone (an exam), its day that date's weekday and its period that one day; a row without repeats on its day within its period.
       */
      date?: string;
      /**
       * Two fields of kind date, the first and last day the row repeats on; rows whose periods do not meet (two semesters) do not collide. A missing day is open.
       * 
       * @minItems 2
       * @maxItems 2
       */
      during?: [string, string];
    };
    /**
     * The rows of one record may not outnumber a number the record holds: a course's registrations its seats. Kept by a trigger: two writes at once never both take the last place. The message may name {{limit}}. The record's number is not lowered below the rows taking it either (a trigger on its table; refused under that field, on any screen writing it).
     */
    capacity?: {
      /**
       * The lookup field naming the record the rows belong to (course_id); the refusal shows under it.
       */
      of: string;
      /**
       * The column of that record's table holding how many rows it takes (seats); a record without one takes any number.
       */
      limit: string;
      /**
       * The rows that take a place: those whose field holds the value ({ status: registered }), or one of the values a list gives ({ admission_state: [offered, accepted, enrolled] }: an application holds its place from the offer on); a lookup field's fixed option by its name, the last part of its label, or its id.
       */
      counting: {
        [k: string]: string | number | [(string | number), ...((string | number))[]];
      };
      /**
       * The rows waiting for a place ({ status: waiting }): when a place frees (a row taking one is deleted or leaves it), the first of them to come takes it (its field set to counting's value), kept in its history. Only beside a counting of one value, the one a waiting row comes to hold.
       */
      waiting?: {
        [k: string]: string | number;
      };
    };
    /**
     * A row is written only while a rule of the domain holds of it, as the row will be (a course's prerequisites passed by the student); the rule is named from the catalogue of rules (contract/rules.ts), which says the SQL and which fields it reads. Kept by a trigger on insert and on a change of those fields. The message may name {{missing}}: what the rule found lacking (the prerequisites not passed).
     */
    requires?: {
      /**
       * The rule's name in the catalogue of rules.
       */
      rule: string;
      /**
       * A field which, when it holds a value, lets the row be written without the rule (a reason staff give for an exception).
       */
      unless?: string;
      /**
       * A field of kind repeat whose parts the rule keeps instead of the rows (a course's meetings: each in a room that holds the course's students); the rule's table is the parts' table, and a refusal is said under the repeat field.
       */
      part?: string;
    };
    /**
     * i18n key of the sentence a refused write gets: under the last of the unique fields, the key of noOverlap, the record of capacity, or the field of the rule requires names.
     */
    message: string;
  }, ...({
    /**
     * The fields whose values, together, no two rows share.
     * 
     * @minItems 2
     */
    unique?: [string, string, ...(string)[]];
    /**
     * No two rows with the same key whose times overlap on the same day (and, with during, whose periods overlap). A row without a key, a day or a time is not checked. The message may name {{value}} (the key's label), {{day}}, {{from}} and {{to}} (the other row's day and times) and {{other}} (the other row's title).
     */
    noOverlap?: {
      /**
       * A field of kind repeat whose parts are checked instead of the rows (a course's meetings): no two parts, of this record or any other, collide. Each field named below is a field of the part or, where the part has none of that name, of the record (a course's groups, its first and last day), which the part's table keeps a copy of, refreshed when the record changes.
       */
      part?: string;
      /**
       * The field two rows may not share at the same time (a room, a lecturer).
       */
      key: string;
      /**
       * The field saying which day of the week the row is on (a weekday).
       */
      day: string;
      /**
       * The field of kind time the row starts at.
       */
      from: string;
      /**
       * The field of kind time the row ends at (a row ending as another starts does not overlap it).
       */
      to: string;
      /**
       * A field of kind date: a row that has one is on that day alone (an exam), its day that date's weekday and its period that one day; a row without repeats on its day within its period.
       */
      date?: string;
      /**
       * Two fields of kind date, the first and last day the row repeats on; rows whose periods do not meet (two semesters) do not collide. A missing day is open.
       * 
       * @minItems 2
       * @maxItems 2
       */
      during?: [string, string];
    };
    /**
     * The rows of one record may not outnumber a number the record holds: a course's registrations its seats. Kept by a trigger: two writes at once never both take the last place. The message may name {{limit}}. The record's number is not lowered below the rows taking it either (a trigger on its table; refused under that field, on any screen writing it).
     */
    capacity?: {
      /**
       * The lookup field naming the record the rows belong to (course_id); the refusal shows under it.
       */
      of: string;
      /**
       * The column of that record's table holding how many rows it takes (seats); a record without one takes any number.
       */
      limit: string;
      /**
       * The rows that take a place: those whose field holds the value ({ status: registered }), or one of the values a list gives ({ admission_state: [offered, accepted, enrolled] }: an application holds its place from the offer on); a lookup field's fixed option by its name, the last part of its label, or its id.
       */
      counting: {
        [k: string]: string | number | [(string | number), ...((string | number))[]];
      };
      /**
       * The rows waiting for a place ({ status: waiting }): when a place frees (a row taking one is deleted or leaves it), the first of them to come takes it (its field set to counting's value), kept in its history. Only beside a counting of one value, the one a waiting row comes to hold.
       */
      waiting?: {
        [k: string]: string | number;
      };
    };
    /**
     * A row is written only while a rule of the domain holds of it, as the row will be (a course's prerequisites passed by the student); the rule is named from the catalogue of rules (contract/rules.ts), which says the SQL and which fields it reads. Kept by a trigger on insert and on a change of those fields. The message may name {{missing}}: what the rule found lacking (the prerequisites not passed).
     */
    requires?: {
      /**
       * The rule's name in the catalogue of rules.
       */
      rule: string;
      /**
       * A field which, when it holds a value, lets the row be written without the rule (a reason staff give for an exception).
       */
      unless?: string;
      /**
       * A field of kind repeat whose parts the rule keeps instead of the rows (a course's meetings: each in a room that holds the course's students); the rule's table is the parts' table, and a refusal is said under the repeat field.
       */
      part?: string;
    };
    /**
     * i18n key of the sentence a refused write gets: under the last of the unique fields, the key of noOverlap, the record of capacity, or the field of the rule requires names.
     */
    message: string;
  })[]];
  workflow?: Workflow;
  /**
   * On a phone each row of the list is a card: the record's name (recordTitle) on top and, under it, these columns, in the list's order, each under its label. Without it, every column.
   * 
   * @minItems 1
   */
  card?: [string, ...(string)[]];
  /**
   * The screen's records are found by Find anyone (Ctrl+K or ⌘K anywhere in the admin area, or the search field in its header): 'in' names the text fields a typed word is compared with, by its start (a name, a surname, a personal number, an e-mail); 'shows' the fields shown under the record's name (recordTitle) in a result. A user finds only the records of the screens whose permission they hold, a few of each; Enter opens the record's detail on the screen's list. The codegen indexes each field of 'in' (lower(field) text_pattern_ops, after the partition column, the indexes a search filter over it has), so a keystroke is answered from the indexes at a million rows. For a screen of the admin area with a table and a recordTitle.
   */
  find?: {
    /**
     * The text fields of the screen's table searched: each typed word must be the start of one of them, in any order ('ნინო ბერ', 'beridze nino', a personal number's first digits, an e-mail).
     * 
     * @minItems 1
     * @maxItems 6
     */
    in: [string] | [string, string] | [string, string, string] | [string, string, string, string] | [string, string, string, string, string] | [string, string, string, string, string, string];
    /**
     * Fields shown under the record's name in a result, in this order (a personal number, a programme: a lookup shows its option's name).
     * 
     * @minItems 1
     * @maxItems 3
     */
    shows?: [string] | [string, string] | [string, string, string];
  };
  enrol?: Enrol;
  person?: Person;
  /**
   * Sort used when the query names none: a column's sort key, with a leading - for descending.
   */
  defaultSort?: string;
  /**
   * The list's columns, left to right (a list needs at least one; a calendar's and a grid's show in the detail and the export).
   */
  columns?: Column[];
  /**
   * The fields of the filter panel; each chosen value becomes a removable badge and a query parameter.
   */
  filters?: Filter[];
  /**
   * The resource's fields, in form order. Each is one of the shared kinds of schemas/fields.schema.json. A screen with fields has an add/edit form.
   */
  fields?: Field[];
  /**
   * The form in titled parts (personal data, study, documents): each section starts at its field `from` and runs to the next section's, the first at the first field, in the order of fields. A key of its own because no other key groups a form's fields; any form may set it.
   * 
   * @minItems 2
   */
  sections?: [{
    /**
     * i18n key of the section's title.
     */
    label: string;
    /**
     * The field the section starts at.
     */
    from: string;
  }, {
    /**
     * i18n key of the section's title.
     */
    label: string;
    /**
     * The field the section starts at.
     */
    from: string;
  }, ...({
    /**
     * i18n key of the section's title.
     */
    label: string;
    /**
     * The field the section starts at.
     */
    from: string;
  })[]];
  calendar?: Calendar;
  /**
   * For view dashboard: the tiles, in reading order. Each reads another screen's rows (its table or its reader) with that screen's permission; a user sees the tiles whose screens they may open.
   * 
   * @minItems 1
   */
  tiles?: [Tile, ...(Tile)[]];
  grid?: Grid;
  /**
   * A row shown, marked as a sample, when the list cannot be read (spec section 8: the journal's sample row). A key of its own because no other key says what a list shows when it cannot be read; any list may set it.
   */
  sampleRow?: {

  };
  /**
   * Columns summed over every row the list's filters choose (not just the page), shown in a totals row under the table.
   */
  totals?: string[];
  /**
   * For a screen of the student or lecturer area: fields of the signed-in person's own record (a student's, a lecturer's: the admin screen's fields over its table), shown with their labels above the list (a student's GPA, credits earned and academic standing above their subjects). The server reads them for the signed-in person alone, with the list. A key of its own because no other key shows the person's record beside a list of their rows; any screen of those areas may name any field of that record.
   * 
   * @minItems 1
   */
  summary?: [string, ...(string)[]];
  /**
   * Fields set at once on the ticked rows of the list, or on every row its filters choose (as a background job above 500 rows), through an Edit action on the selection: its form holds these fields, none required; the fields filled are set on each row, which is checked as its own edit is (the screen's schema, its rules and constraints) and written with its version (a row changed since it was listed is skipped and said so), each change in the row's history. Fields of the screen that are stored, not computed, files, parts or unique. A key of its own because no other key names the fields many rows take at once; any written list may set it.
   * 
   * @minItems 1
   */
  bulkEdit?: [string, ...(string)[]];
  /**
   * Other screens' lists shown on a record's detail, each narrowed to the record (a student's finances, statements and course registrations; a programme's groups): the screen, the filter of it that the record's id fills (as), and the section's title (label; the screen's title when absent). Each lists with its own paging and permission (one without it does not see the section) and offers its add button with the new record's field filled.
   */
  related?: {
    /**
     * The related screen (an administrator's list).
     */
    screen: string;
    /**
     * The related screen's filter (and field) the record's id fills.
     */
    as: string;
    /**
     * The section's title; the related screen's title when absent.
     */
    label?: string;
  }[];
  /**
   * Another screen a row opens, scoped by the row (a course opens its grades): the screen, and the field or filter of it that the row's id fills. A column of kind open draws the link.
   */
  opens?: {
    screen: string;
    as: string;
  };
}
/**
 * One condition: the key holds a value (equals), a date no later than another (notAfter) or no earlier (notBefore), or a list holding a value of the signed-in person's record (holds); exactly one of the four.
 */
export interface RowCondition {
  /**
   * A column or field of the screen.
   */
  key: string;
  /**
   * The value the row holds.
   */
  equals?: (string | number | boolean);
  /**
   * A date or datetime the row's is no later than, or now.
   */
  notAfter?: string;
  /**
   * A date or datetime the row's is no earlier than, or now (a vacancy whose deadline has not passed): of a date field, now is today, so a row dated today still meets it. A row without the value does not.
   */
  notBefore?: string;
  /**
   * A field of the signed-in person's own record (a student's group_id) whose value the row's list (a lookupMany) holds; a row whose list is empty is for everyone (a survey given to some groups, or to all). A field of a record it names is reached through that lookup field (program_id.academic_degree_id: the degree of the student's programme). On a screen of the student or lecturer area.
   */
  holds?: string;
}
export interface Action {
  /**
   * The action's name in its route: POST <endpoint>/actions/<id>.
   */
  id: string;
  /**
   * i18n key of the button.
   */
  label: string;
  /**
   * screen: a button in the screen's head; row: a button in a row's detail, sending that row's id; selection: a button when rows are ticked, sending their ids.
   */
  on: ('screen' | 'row' | 'selection');
  /**
   * The server operation that does it (a name in operationCatalogue of contract/catalogue.ts). An operation may do the work in a background job: it answers 202 with the job, which the browser follows in the job's dialog to its end and its file.
   */
  run: string;
  /**
   * The screen's fields are the action's form; its values are checked against the screen's schema as a write is. An action has this or fields of its own, not both.
   */
  form?: boolean;
  /**
   * With a form: i18n key of its submit button (Send); without, the action's label.
   */
  submit?: string;
  /**
   * A form of the action's own (issuing a document: to whom, or which template to the ticked students), written and checked as a screen's fields are; an action on a row sends the row with it, and its form starts from the row's values of the same keys (a role's accounts); one on a selection sends the ticked rows.
   * 
   * @minItems 1
   */
  fields?: [Field, ...(Field)[]];
  /**
   * For an action on the screen: offered only while the user's list holds no row (Start my profile, on a screen of the user's own rows); asked once it holds one, the server refuses it (422) and nothing is done.
   */
  whileEmpty?: boolean;
  /**
   * For an action on a row with fields of its own: the value each field starts at, a column of the row acted on (the amount to pay starts at what remains: { amount: remaining_amount }). The person may change it before sending; the server checks what is sent.
   */
  startsFrom?: {
    [k: string]: string;
  };
  /**
   * The action answers a file (a document's PDF), which the browser saves.
   */
  download?: boolean;
  /**
   * For a row action: shown only while the row's columns hold these values (send, on a draft), or one of the values a list gives (edit a proposal while it is proposed or returned); for a selection action: offered only while every ticked row holds them (enrol, for applicants not yet enrolled). A lookup's fixed option is named by the last part of its label (status_id: pending). The server refuses a row that does not.
   */
  when?: {
    [k: string]: string | number | boolean | [(string | number | boolean), ...((string | number | boolean))[]];
  };
  /**
   * Name of the button's icon: one of iconCatalogue in contract/catalogue.ts.
   */
  icon?: string;
  /**
   * A permission needed besides the screen's.
   */
  permission?: string;
  /**
   * Drawn as the screen's main button.
   */
  primary?: boolean;
  /**
   * The action's form is the row's parts read as questions (a survey's): one input per part, of the kind its type names; a part marked required must be answered (the asterisk), one marked for a comment must be explained. The named server action receives {answers: {<part id>: {choices?, scale?, text?, comment?}}} and checks them against the parts itself.
   */
  questionnaire?: {
    /**
     * The repeat field of the screen whose parts are the questions.
     */
    part: string;
    /**
     * The part's field holding the question's text.
     */
    text: string;
    /**
     * The part's field holding the question's type (a lookup's id).
     */
    type: string;
    /**
     * Which type ids ask for what: one choice, several choices, a point on a scale of 1 to 5, or a text.
     */
    kinds: {
      single: number;
      multiple: number;
      scale: number;
      text: number;
    };
    /**
     * The part's boolean field that makes an answer required (drawn with an asterisk).
     */
    required?: string;
    /**
     * The part's boolean field that asks for a comment beside the answer, required when set.
     */
    comment?: string;
    /**
     * The part's text field listing the choices, one per line.
     */
    choices?: string;
  };
  /**
   * The action answers a report (counts per question or per value, drawn as bar charts with their numbers, and texts), which the browser shows in a dialog.
   */
  report?: boolean;
  /**
   * i18n key of a question asked before the action runs (with {{count}}, the rows ticked; or before an action on the screen without a form, such as recomputing every record); the action runs only when confirmed.
   */
  confirm?: string;
  /**
   * Drawn as a destructive button (delete), its confirmation too.
   */
  danger?: boolean;
  /**
   * Who is told, in the bell of the header, once the action has done its work: each entry one audience and its words (a statement answered tells its student).
   * 
   * @minItems 1
   */
  notify?: [Notify, ...(Notify)[]];
}
export interface Field {
  /**
   * The field's name in the API and the database column.
   */
  key: string;
  /**
   * i18n key of the field's label.
   */
  label: string;
  /**
   * A shared field kind from schemas/fields.schema.json.
   */
  kind: ('text' | 'longtext' | 'richtext' | 'phone' | 'email' | 'digits' | 'personalNumber' | 'date' | 'datetime' | 'time' | 'money' | 'decimal' | 'integer' | 'boolean' | 'color' | 'numbering' | 'file' | 'lookup' | 'lookupMany' | 'repeat');
  /**
   * For kind repeat: the fields of each part (no file, lookupMany or repeat among them).
   * 
   * @minItems 1
   */
  fields?: [Field, ...(Field)[]];
  /**
   * The form and the server refuse a value that is missing: always (true), or only while another field of the form holds a value (a personal number from a Georgian citizen, whom a foreigner with a passport need not have). The condition is required's own rather than a key of its own because it says no more than when required applies; the field stays shown either way (showWhen hides one).
   */
  required?: (boolean | FieldCondition);
  /**
   * For lookup and lookupMany: the lookup list the value comes from (screens/lookups.yaml).
   */
  lookup?: string;
  /**
   * For lookup: another field whose value narrows the options: to those under it by the lookup's parent column (school_id narrows program_id), or, when that field is a fixed list whose options say where, to the rows the chosen option names (a register narrows the programmes to its academic degree). The form offers only those, and the server refuses another, saying so under the field.
   */
  dependsOn?: string;
  /**
   * For file: image, document, or table (a spreadsheet: an XLSX workbook or a CSV text, which an import reads); the server checks the content, not the name.
   */
  accept?: ('image' | 'document' | 'table');
  /**
   * A tighter bound on text length than the kind's own.
   */
  maxLength?: number;
  /**
   * For a number: the smallest value taken.
   */
  min?: number;
  /**
   * For a number: the largest value taken (a score out of 100).
   */
  max?: number;
  /**
   * For kind file: the field whose value names the file when it is downloaded (a book by its title), the stored file's extension kept; without it the file downloads under the name the server gave it.
   */
  downloadName?: string;
  /**
   * No two rows may share a value (the server answers 422).
   */
  unique?: boolean;
  showWhen?: FieldCondition1;
  /**
   * For lookup with a fixed list of options: radio draws every option as a radio button, for a short either/or choice; select (the default) draws a drop-down.
   */
  display?: ('select' | 'radio');
  /**
   * For lookupMany: draw the options as checkboxes in labelled groups, each with a select-all. sidebar groups permission titles as screens/sidebar.yaml groups the entries they guard (a role's permissions).
   */
  groupBy?: 'sidebar';
  /**
   * For lookup and lookupMany over a table: what deleting the referenced row does to this field. restrict (the default) refuses the deletion with 409, naming this screen and how many of its rows use the row; clear empties the reference (null, or the id taken out of the list), for references that only narrow what a row reaches.
   */
  onDelete?: ('restrict' | 'clear');
  /**
   * For date, datetime and time fields: the field of the same kind this one may not be earlier than (an end after its start); in a repeat field's parts, a field of the same part (a job held from one day to another). The server refuses an earlier value with 422 under this field (under the repeat field, for a part's).
   */
  after?: string;
  /**
   * For a date field: the latest day taken. today (a birth date) refuses a day in the future: the form says so before sending, and the server refuses it with 422 under this field.
   */
  notAfter?: 'today';
  /**
   * The key this field had before, when it is renamed: the next migration renames the column and its values stay. Harmless once the migration is in; remove it whenever you like.
   */
  renamedFrom?: string;
  /**
   * The server fills this field, never a form: author is the account that added the record or part (a payment's recorder), kept through later edits. A lookup of accounts.
   */
  stamp?: 'author';
  /**
   * A money or decimal field the server computes at every write, never typed (it is left out of the form, and a write naming it is refused): the sum of a money field of a repeat field's parts (sum: payments.amount), or this record's money fields added and subtracted (add: [annual_fee, prev_debt], subtract: [grant_amount, paid_amount]), or two of its amounts multiplied (multiply: [hours, rate]), an empty one counting as zero. A formula may name a computed field declared before it. Or it is part of a record a domain keeps from other records (record: gpa — the academic record: a student's GPA and credits from approved grade sheets, in the same transaction as an approval), a name in recordCatalogue of contract/catalogue.ts.
   */
  computed?: ({
    [k: string]: unknown;
  } & {
    /**
     * <repeat field>.<its money field>
     */
    sum?: string;
    /**
     * @minItems 1
     */
    add?: [string, ...(string)[]];
    subtract?: string[];
    /**
     * Two amounts of this record multiplied, rounded to the cent (hours × rate).
     * 
     * @minItems 2
     * @maxItems 2
     */
    multiply?: [string, string];
    /**
     * The value of a record a domain keeps (recordCatalogue of contract/catalogue.ts): gpa, credits.
     */
    record?: string;
  });
}
/**
 * A condition on another field of the same form: it holds while that field's value is the one named, or one of those listed.
 */
export interface FieldCondition {
  /**
   * The key of the field whose value decides.
   */
  field: string;
  /**
   * The value (a fixed lookup option's name, the last part of its label, which npm run gen puts for its id; or true/false), or a list of values any of which holds (a foreign or a stateless citizenship).
   */
  equals: ((number | string | boolean) | [(number | string | boolean), ...((number | string | boolean))[]]);
}
/**
 * A condition on another field of the same form: it holds while that field's value is the one named, or one of those listed.
 */
export interface FieldCondition1 {
  /**
   * The key of the field whose value decides.
   */
  field: string;
  /**
   * The value (a fixed lookup option's name, the last part of its label, which npm run gen puts for its id; or true/false), or a list of values any of which holds (a foreign or a stateless citizenship).
   */
  equals: ((number | string | boolean) | [(number | string | boolean), ...((number | string | boolean))[]]);
}
/**
 * One audience of a notification and its words; exactly one of holders, field, reached and rows says who. The one who made the move or ran the action is never told.
 */
export interface Notify {
  /**
   * The administrators holding this permission (those who may make the next move: grades.approve).
   */
  holders?: string;
  /**
   * The account a lookup field of the record names: an account itself, or the student, lecturer or staff member whose account it is (student_id). The record is the row acted on, or the one holding the workflow's state.
   */
  field?: string;
  /**
   * The accounts the action's operation reached (a message's recipients); only operations that say whom they reached take it.
   */
  reached?: true;
  /**
   * For a move of a grid's workflow: the people the grid's rows are for the record moved (a grade sheet's students, as its rows reader lists them, each told through the account of the rows field's record). Its own audience because the people a sheet is about are neither a field of the record nor what an operation reached.
   */
  rows?: true;
  /**
   * i18n key of the words, which may name {{actor}} (who did it), {{title}} (the record's name) and, of a move whose transition takes a reason, {{reason}} (the one given: a sheet returned to its lecturer says why).
   */
  text: string;
  /**
   * The screens the notification leads to, the first its reader may open (a student's own page, an administrator's): the record itself where that screen shows it. Without it, this screen.
   * 
   * @minItems 1
   */
  opens?: [string, ...(string)[]];
}
export interface Tab {
  /**
   * The tab's value in the address (tab=<id>).
   */
  id: string;
  /**
   * i18n key of the tab.
   */
  label: string;
  /**
   * The filter values the tab sets, by filter key; none for a tab of every row (all, beside the tabs that narrow).
   */
  filter: {
    [k: string]: string | number | boolean;
  };
}
/**
 * The life of a record in states (a grade sheet: open, submitted, approved, rectification): its states, the transitions between them with the permission each needs and whether it asks a reason, what may be written in each state, and which areas see the record in which state. The server enforces it on every route: a write in a state that does not allow it, or a transition not allowed, is refused with a sentence naming the state and who can change it; each transition is kept in the record's history with who, when and the reason. The first state is the one a record starts in.
 */
export interface Workflow {
  /**
   * The lookup field of a row whose record holds the state (a grade belongs to its course's sheet: course_id). Without it each row holds its own. On a grid, its scope.
   */
  of?: string;
  /**
   * The column that holds the state, in the table of the record that has it. The codegen adds it (text, the first state by default); no form writes it, only a transition.
   */
  field: string;
  /**
   * The states, the first being the one a record starts in.
   * 
   * @minItems 2
   */
  states: [WorkflowState, WorkflowState, ...(WorkflowState)[]];
  /**
   * The moves between states a user may make, each a button where the record is shown.
   * 
   * @minItems 1
   */
  transitions: [WorkflowTransition, ...(WorkflowTransition)[]];
  /**
   * Rows that may be shown before their state shows them (a lecturer publishes a midterm's scores while the sheet is still open): a lookup field of the row (by) and a boolean field of the record it names (field). Rows whose record is published are seen by every area whatever the state; whoever may write the record in its state may publish or withdraw it, and on a grid whose columns are that field each column's head has the switch. Each change is kept in the published record's history.
   */
  publish?: {
    /**
     * The lookup field of the row naming the record that is published (a grade's component_id).
     */
    by: string;
    /**
     * The boolean field, on the screen that keeps the looked-up table, saying whether the record is published (course-components' published).
     */
    field: string;
  };
  /**
   * What a locked state locks besides the record itself, kept by the database: the screens whose rows make the record up (a grade sheet: its scores, its course's assessment components, its course's groups), each reaching the record by its lookup field of the record's table, or being its table. While the record is in a state no one may write (no `edit`), the codegen's triggers refuse every INSERT, UPDATE and DELETE of those rows, whatever route, job or SQL statement sends it, so a lock kept by one screen cannot be walked around through another; the workflow's own moves and a state that lets some write it (a rectification) pass. The server says the refusal as 409 with the message.
   */
  locks?: {
    /**
     * i18n key of the sentence a refused write gets, with {{record}} (the record's title), {{state}} (its state) and {{transitions}} (the moves that open it again, with the permission each needs).
     */
    message: string;
    /**
     * The screens whose rows the lock keeps.
     * 
     * @minItems 1
     */
    screens: [WorkflowLock, ...(WorkflowLock)[]];
  };
}
/**
 * A state of a workflow.
 */
export interface WorkflowState {
  /**
   * The state's name, as the column holds it.
   */
  id: string;
  /**
   * i18n key of the state's name.
   */
  label: string;
  /**
   * Who may write the record (a grid's cells) in this state: true for anyone who may write the screen, or a permission they must also hold (a sheet under rectification: grades.rectify). Without it the record is locked.
   */
  edit?: (boolean | string);
  /**
   * The areas that do not see a record in this state, nor the rows that belong to it (students see a course's scores once its sheet is approved).
   */
  hiddenFrom?: ('student' | 'lecturer')[];
}
/**
 * A move between a workflow's states.
 */
export interface WorkflowTransition {
  /**
   * The transition's name, as the API takes it.
   */
  id: string;
  /**
   * i18n key of its button.
   */
  label: string;
  /**
   * The states it leaves.
   * 
   * @minItems 1
   */
  from: [string, ...(string)[]];
  /**
   * The state it leads to.
   */
  to: string;
  /**
   * The permission it needs besides the screen's (grades.approve). Without it, anyone who may write the screen makes it (a lecturer submitting their own course's sheet).
   */
  permission?: string;
  /**
   * Whether it asks why: required (a rectification) or optional. Kept in the history.
   */
  reason?: ('optional' | 'required');
  /**
   * Who is told, in the bell of the header, once the move is made: each entry one audience and its words (a sheet submitted tells those who may approve it).
   * 
   * @minItems 1
   */
  notify?: [Notify, ...(Notify)[]];
}
/**
 * A screen a workflow's locked states lock.
 */
export interface WorkflowLock {
  /**
   * A screen whose rows belong to the record: the record's own screen, or one with exactly one lookup field of the record's table (a course's assessment components, by course_id).
   */
  screen: string;
  /**
   * The fields locked, where the rest stay free (a course's groups: its roster; its timetable may still move). Without it every field of the screen is; a row of another table is neither added nor removed either way.
   * 
   * @minItems 1
   */
  fields?: [string, ...(string)[]];
}
/**
 * For the enrolRows action: the screen whose records the selected rows become, how its fields are filled, and fixed values. A field the target screen requires and this leaves unfilled is refused per row with its reason. The screen's rows then have a boolean column 'enrolled' (true while the record a row became is there) to show, filter by and name in an action's 'when'.
 */
export interface Enrol {
  /**
   * The screen (a file in screens/) whose table receives the new records, and whose permission the caller must also hold.
   */
  into: string;
  /**
   * Each field of the target screen, mapped to the field of this screen it is copied from (files are copied, not shared). A lookup field that another target field depends on is filled from its parent (a programme gives its school).
   */
  fields: {
    [k: string]: string;
  };
  /**
   * Fixed values of target fields (status_id: active, a lookup field's fixed option by its name); today stands for the date of the enrolment.
   */
  values?: {
    [k: string]: string | number | boolean;
  };
  /**
   * For a screen with a workflow: the state each enrolled row enters (an applicant: enrolled), kept in its history. A state only an enrolment leads to.
   */
  state?: string;
}
/**
 * The screen's rows are people (students, lecturers, staff, applicants): a person's data can be given back and erased (the operations exportPersonalData and erasePerson on a row, docs/access.md 'A person's data'). 'identifying' names the fields erasure empties; the rows of other screens that name the person by a lookup are theirs too, given back and kept.
 */
export interface Person {
  /**
   * The fields that tell who the person is (names, personal number, birthday, contacts, photo, CV): erasure empties them (files are removed, with the copies kept for restore) and blanks their values in the record's history.
   * 
   * @minItems 1
   */
  identifying: [string, ...(string)[]];
  /**
   * The column of the accounts (users) that names the person's record (student_id): the account is given back with the person, and erasure empties its name and address, signs it out and disables it. The screen's rows then have a boolean column 'has_account' (an account names the row) to show, filter by and name in an action's 'when' (Create account, offered only to a person without one).
   */
  account?: ('student_id' | 'lecturer_id' | 'administration_id');
  /**
   * Rows erased by themselves once unchanged this long (applicants never enrolled), checked daily; RETENTION_MONTHS overrides the months.
   */
  retention?: {
    /**
     * Months since the row was last changed (or deleted).
     */
    months: number;
    /**
     * Values of columns that keep a row (admission_state: enrolled).
     */
    unless?: {
      [k: string]: string | number | boolean;
    };
  };
}
export interface Column {
  /**
   * The row field the column shows.
   */
  key: string;
  /**
   * i18n key of the column header; the label of the field of the same key when not given.
   */
  label?: string;
  /**
   * How a cell is drawn: text; richtext (a formatted text: its words in a cell, its formatting in the detail); phone (kept on one line, never broken at its hyphens); image (thumbnail); date; datetime; money (two decimals, GEL); decimal (two decimals); number; boolean (yes/no); lookup (an id shown as its lookup label); rowLinks (ids of this screen's own rows, each a link that opens it: a subject's prerequisites); relative (time since a date, year 365 days, month 30); file (download link); link (opens the URL); color (a swatch); checkbox (row selection); actions (the row's edit button, and a button for each of the screen's row actions that applies to the row and asks nothing first, no form and no confirmation, its answer said beside it: Register on a course); open (a link to the screen the row opens, screen key opens); marker (a dot when the value is true, named by the column's label for a screen reader, and the row drawn bold: a message not yet read). When not given: as the field of the same key is drawn (a lookup field is a lookup column, a date a date, an image file an image), text otherwise.
   */
  kind?: ('text' | 'richtext' | 'phone' | 'image' | 'date' | 'datetime' | 'money' | 'decimal' | 'number' | 'boolean' | 'lookup' | 'rowLinks' | 'relative' | 'file' | 'link' | 'color' | 'checkbox' | 'actions' | 'open' | 'marker');
  /**
   * The sort key sent as sort=<key> (or -<key>) when the header is clicked. Must name a field or column of the screen.
   */
  sort?: string;
  /**
   * For kind lookup: the lookup list that turns the id into a label; the field of the same key's when not given.
   */
  lookup?: string;
  /**
   * The value is a code named in the locales under this subtree (permissionNames: students.index is named by permissionNames.students.index): the cell shows the name in the user's language with the code aside, and the export writes the name. A code the subtree does not name shows as it is.
   */
  names?: string;
  /**
   * Width in percent of the table.
   */
  width?: number;
  /**
   * Not shown until a person adds it from the list's columns menu (a student's phone or birthday, a curriculum's semester columns): the list carries its values, so its totals are said under the list, and the columns menu offers it unticked.
   */
  hidden?: boolean;
  /**
   * For a number column of a screen with a table: the places each record has left under the capacity the screen named keeps over it (its constraints' capacity whose of names this screen's records): the record's limit less the rows counting, none while it has no limit (a project's places less the students accepted). Worked out by the server in the list and the row's detail.
   */
  placesLeft?: string;
  /**
   * For a boolean column of a screen with a table: yes when the table named holds a row of the signed-in account (its user_id column) naming this row in the column `names` (a survey the student has answered: survey_respondents, by survey_id). Worked out by the server for each user, in the list and the row's detail, so an action's when can ask it (no Fill once answered).
   */
  mine?: {
    /**
     * The table of the marks: one row per account and row marked.
     */
    table: string;
    /**
     * Its column holding the id of the row marked.
     */
    names: string;
  };
  opens?: Opens;
}
/**
 * For a column of kind open: the screen its link opens, scoped by the row, when it is not the screen's own opens (a lecturer's course opens its grades from one column and its attendance from another).
 */
export interface Opens {
  screen: string;
  as: string;
}
export interface Filter {
  /**
   * The query parameter (ranges send <key>_from and <key>_to).
   */
  key: string;
  /**
   * i18n key of the filter's label and badge; the label of the field of the same key when not given.
   */
  label?: string;
  /**
   * select (one entry of a lookup), boolean (yes/no), range (numbers from/to), dateRange (dates from/to), search (free text over the columns named in searchIn). When not given: select for a lookup field of the same key, boolean for a boolean one, dateRange for a date.
   */
  kind?: ('select' | 'boolean' | 'range' | 'dateRange' | 'search');
  /**
   * For select: the lookup list of the options; the field of the same key's when not given.
   */
  lookup?: string;
  /**
   * For select: the key of another filter whose value narrows the options (program by school); the field of the same key's when not given.
   */
  dependsOn?: string;
  /**
   * For range: the smallest value offered.
   */
  min?: number;
  /**
   * For range: the largest value offered.
   */
  max?: number;
  /**
   * For range and dateRange: the column compared, when it is not the key (age compares birthday).
   */
  column?: string;
  /**
   * For search: the text columns searched by prefix. The list shows the search above its rows and searches as one types; a text of several words finds the rows where each word starts one of these columns, in any order (a name and a surname either way round; past five words, the rest as one phrase), or where the whole text starts one.
   * 
   * @minItems 1
   */
  searchIn?: [string, ...(string)[]];
  /**
   * The list needs a value of this filter before it shows rows (curriculum per programme); until then it asks for one.
   */
  required?: boolean;
  /**
   * For select: when its lookup list cannot be read, the options are the values the list's own rows carry: the column of each option's id and the column of its label (minor logs' flows, spec section 8).
   */
  fallback?: {
    id: string;
    label: string;
  };
}
/**
 * For view calendar: which fields give each entry's start, end, title, colour and type, and which entries may be moved and edited.
 */
export interface Calendar {
  /**
   * The field or column of the entry's start (a datetime).
   */
  start: string;
  /**
   * The field or column of the entry's end (a datetime).
   */
  end: string;
  /**
   * The field or column shown as the entry's text.
   */
  title: string;
  /**
   * The column of the entry's place (an auditorium), given to calendar programs as the event's location in the feed.
   */
  location?: string;
  /**
   * A lookup column whose options tell kinds of entries apart; an option's color colours its entries.
   */
  type?: string;
  /**
   * A column holding an entry's own colour (#rrggbb); it wins over the type's.
   */
  color?: string;
  /**
   * The dateRange filter the calendar fills with the dates it shows.
   */
  period?: string;
  /**
   * Which entries the user may move, resize and edit: those whose field holds the value (lectures come from the journal and move there). Without it, every entry the user may write.
   */
  editable?: {
    field: string;
    equals: (number | string | boolean);
  };
  /**
   * Entries that show another screen's record (or a part of it) at a weekly hour (a lecture: its course meeting's weekday and hours), which a user who may write that screen drags to another day and hour: the drop saves the record's weekday (1–7, Monday first) and times through that screen's update, checked as its form's save is (a room, a lecturer or a group taken is refused with the sentence that says by what, and the entry goes back). The entries it moves are those whose field holds the value.
   */
  moves?: {
    /**
     * Which entries are the other screen's records: those whose field (a column of this screen) holds the value.
     */
    when: {
      field: string;
      equals: (number | string | boolean);
    };
    /**
     * The screen whose records the entries show (journal).
     */
    screen: string;
    /**
     * The column of this screen holding the record's id (course_id).
     */
    id: string;
    /**
     * A repeat field of the other screen whose parts the entries show (a course's meetings): the drop saves that part's weekday and times, the record's other parts as they are. Then day, from and to are fields of the part.
     */
    part?: string;
    /**
     * With part: the column of this screen holding the part's id (meeting_id).
     */
    partId?: string;
    /**
     * The other screen's (or part's) field of kind date of a record on one day alone (an exam's date): such an entry dropped on another day moves its date, not its weekday.
     */
    date?: string;
    /**
     * The other screen's field of the weekday, 1–7 from Monday (weekday).
     */
    day: string;
    /**
     * The other screen's field of the start time (starts_at).
     */
    from: string;
    /**
     * The other screen's field of the end time (ends_at).
     */
    to: string;
  };
  /**
   * Each person who may open the calendar has a private iCalendar feed (RFC 5545) of the entries they see in it, at a secret address that Google Calendar, Outlook and Apple Calendar subscribe to: from 30 days back to 180 days ahead, in the university's time zone. The calendar shows the address, with a button that makes a new one (the old one stops answering at once). Needs the calendar's period.
   */
  feed?: boolean;
}
export interface Tile {
  /**
   * The tile's name, unique in the dashboard.
   */
  id: string;
  /**
   * count (how many rows), bar (a value per group, as bars), line (a value per month, as a line), or list (the latest rows).
   */
  kind: ('count' | 'bar' | 'line' | 'list');
  /**
   * i18n key of the tile's heading.
   */
  title: string;
  /**
   * The screen whose rows the tile reads, with its permission; a bar or a count links to that screen's list with the same filters.
   */
  screen: string;
  /**
   * Filters of that screen the rows must meet, as a list query (status_id: active, a lookup field's fixed option by its name); today stands for the current date in a dateRange bound.
   */
  filter?: {

  };
  /**
   * For bar: a lookup column of the screen (one bar per option) or a numeric column (bars of the width given in bucket). For line: a date column, one point per month.
   */
  groupBy?: string;
  /**
   * For a bar grouped by a number: the width of each bar's range and the lowest and highest values.
   */
  bucket?: {
    size: number;
    min: number;
    max: number;
  };
  /**
   * What a count, bar or point shows: count (rows, the default), avg (the mean of the field in of), or rate (the percentage of rows whose of is at least atLeast).
   */
  measure?: ('count' | 'avg' | 'rate');
  /**
   * For avg and rate: the numeric column measured.
   */
  of?: string;
  /**
   * For rate: the lowest value that counts as passing.
   */
  atLeast?: number;
  /**
   * For list: how many rows.
   */
  limit?: number;
  /**
   * For list: the order, as that screen's sort (- for descending).
   */
  sort?: string;
  /**
   * For list: the columns of that screen shown.
   * 
   * @minItems 1
   */
  columns?: [string, ...(string)[]];
}
/**
 * For view grid: what the rows and columns are and which field is the value of a cell.
 */
export interface Grid {
  /**
   * The field the whole sheet shares, chosen in the address (?course_id=5): a course's grades are one sheet.
   */
  scope: string;
  /**
   * A screen whose rows the scope must be one of, as the user sees them: a lecturer's sheet opens only for a course of their own (lecturer-courses); another answers 404 and takes no write.
   */
  scopeFrom?: string;
  rows: GridAxis;
  columns: GridAxis1;
  /**
   * The field a cell holds: a number (a score), or a choice of a fixed list of numbered options (an attendance mark: present, late, absent, excused), which a cell shows by its label and takes by its number typed.
   */
  value: string;
  /**
   * A row's total: sum of its cells, weighted (each cell times its column's weight, over 100), or share (the percentage of its filled cells holding share's value: a student's absences); under the sheet each column's mean, or its share.
   */
  total?: ('sum' | 'weighted' | 'share');
  /**
   * For total: share, the choice counted (absent) and, with limit, the field of the scope's record holding the percentage at which a row is warned (a course's absence limit): the sheet marks such rows, and says so in words.
   */
  share?: {
    /**
     * The option counted.
     */
    value: (number | string);
    /**
     * A field of kind integer of the scope's record (the table of the scope's lookup): the percentage from which a row is warned; none: no warning.
     */
    limit?: string;
  };
  /**
   * Show each row's total as a grade on a scale a server reader answers (a name in scaleCatalogue of contract/catalogue.ts): gradeScale is the grade-scale screen's table, the Georgian scale by default (A 91–100, B 81–90, C 71–80, D 61–70, E 51–60, FX 41–50, F 0–40). The sheet answers the scale with its cells, so a change of the scale shows at once.
   */
  grade?: string;
}
/**
 * The field each row stands for, and the server reader that lists the rows of a scope (a course's students).
 */
export interface GridAxis {
  /**
   * A field of this screen: a lookup (a student, a component), or an integer its reader numbers (a lecture's day as yyyymmdd).
   */
  field: string;
  /**
   * A reader in axisCatalogue of contract/catalogue.ts.
   */
  reader: string;
}
/**
 * The field each column stands for, and the reader that lists the columns of a scope (a course's assessment components, with their weights).
 */
export interface GridAxis1 {
  /**
   * A field of this screen: a lookup (a student, a component), or an integer its reader numbers (a lecture's day as yyyymmdd).
   */
  field: string;
  /**
   * A reader in axisCatalogue of contract/catalogue.ts.
   */
  reader: string;
}

export type Lookup = ({
  /**
   * The table whose rows are the options.
   */
  table?: string;
  /**
   * How an option is labelled: bilingual (name_ka / name_en columns), or the name of one column shown in both languages.
   */
  label?: string;
  /**
   * The columns an option shows, joined by spaces, in both languages, and sorted by in turn: a person by surname, name and personal number, so two of the same surname are told apart; a column followed by a lookup's name (program_id.programs) shows the label of the row it names (a year with its programme). Without it, the label.
   * 
   * @minItems 1
   */
  shows?: [string, ...(string)[]];
  /**
   * Too many rows to list (every student): a field over it is a box one types into, which asks the server for the options that start so (50 at a time, through the columns' indexes), and a chosen option's label is read by its id.
   */
  search?: boolean;
  /**
   * The column that ties an option to a parent option (programs.school_id), for dependent selects.
   */
  parent?: string;
  /**
   * Only the table's rows whose columns hold these values are options (the administrators' accounts: user_type_id: admin; a bachelor's programme: academic_degree_id: bachelor). A column a screen over the table shows with a fixed list names its option by name, or by id. A write naming another row is refused.
   */
  where?: {
    [k: string]: number | string | boolean;
  };
  /**
   * A fixed list: each option's id and the i18n key of its label.
   * 
   * @minItems 1
   */
  options?: [{
    id: (number | string);
    label: string;
    /**
     * A colour the option is drawn in (#rrggbb): a calendar entry of this kind.
     */
    color?: string;
    /**
     * Chosen, it narrows a field that depends on its field (field key dependsOn) to the rows of that field's table whose columns hold these values: the master's register takes master's programmes (academic_degree_id 2). The form offers no other, and the server refuses another.
     */
    where?: {
      [k: string]: number | string | boolean;
    };
  }, ...({
    id: (number | string);
    label: string;
    /**
     * A colour the option is drawn in (#rrggbb): a calendar entry of this kind.
     */
    color?: string;
    /**
     * Chosen, it narrows a field that depends on its field (field key dependsOn) to the rows of that field's table whose columns hold these values: the master's register takes master's programmes (academic_degree_id 2). The form offers no other, and the server refuses another.
     */
    where?: {
      [k: string]: number | string | boolean;
    };
  })[]];
  /**
   * The table is one of the server's own (the accounts), made by its hand-written migrations: the codegen leaves it alone.
   */
  system?: boolean;
} & Lookup1);
export type Lookup1 = {
  [k: string]: unknown;
};

/**
 * screens/lookups.yaml names every lookup list a filter or field may use (spec section 3). A list is read from a table or fixed in the file.
 */
export interface LookupsFile {
  lookups: {
    [k: string]: Lookup;
  };
}

/**
 * screens/sidebar.yaml: the admin sidebar tree (spec section 2). An entry shows only when the user holds its permission (or one of its anyPermission); a group shows when it holds its own permission (if any) and at least one child shows.
 */
export interface SidebarFile {
  /**
   * @minItems 1
   */
  sidebar: [Entry, ...(Entry)[]];
  /**
   * The menus of the student and lecturer areas, each a list of entries opening screens of that area (screen key area) at /<area>/<screen>; an entry there needs no permission, since only accounts of that type enter the area.
   */
  areas?: {
    /**
     * @minItems 1
     */
    student?: [Entry, ...(Entry)[]];
    /**
     * @minItems 1
     */
    lecturer?: [Entry, ...(Entry)[]];
  };
}
export interface Entry {
  /**
   * Unique name of the entry.
   */
  id: string;
  /**
   * i18n key of the entry's text.
   */
  label: string;
  /**
   * Name of the entry's icon: one of iconCatalogue in contract/catalogue.ts.
   */
  icon?: string;
  /**
   * The screen (a file in screens/) the entry opens at /admin/<screen>.
   */
  screen?: string;
  /**
   * For entries that are not DSL screens: the path they open.
   */
  path?: string;
  /**
   * For entries that run an action instead of opening a page (report-365).
   */
  action?: string;
  /**
   * The permission the user must hold to see the entry.
   */
  permission?: string;
  /**
   * Instead of permission: the entry shows when the user holds any one of these (HR statistics, for any HR permission).
   * 
   * @minItems 1
   */
  anyPermission?: [string, ...(string)[]];
  /**
   * A live counter drawn beside the entry (unreadMessages).
   */
  badge?: 'unreadMessages';
  /**
   * For a group: the entries it opens, each drawn as a submenu item.
   * 
   * @minItems 1
   */
  children?: [Entry, ...(Entry)[]];
}
