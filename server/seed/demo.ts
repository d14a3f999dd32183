// The demo university: a public-affairs institute in Tbilisi with three campuses, five schools,
// their programmes, groups, years and flows, a few hundred students, staff, applicants in every
// register, news, books and documents. Deterministic: every demo database is the same.
import type { Database, Queryable } from '../db/database';
import type { Registry } from '../../contract/model';
import type { FileStorage } from '../files/storage';
import { femaleNames, foreignNames, maleNames, surnames, streets, type PersonName } from './names';
import { demoPdf } from './demo-pdf';
import { insertRows, prng } from './rows';
import { computedUpdate } from '../kernel/computed';
import { countHours } from '../domains/finances/operations';
import { takeResults, writeRecords } from '../domains/academic/record';
import { nextDocumentNumber } from '../domains/documents/operations';
import { meetingDays } from '../domains/teaching/rules';

type Random = ReturnType<typeof prng>;

/** The Monday (00:00 UTC) of the week a day falls in. */
function mondayOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day;
}

const campuses = [
  { name_ka: 'ვაკის კამპუსი', name_en: 'Vake Campus', address_ka: 'ჭავჭავაძის გამზ. 52, თბილისი', address_en: '52 Chavchavadze Ave., Tbilisi' },
  { name_ka: 'ვერის კამპუსი', name_en: 'Vere Campus', address_ka: 'კოსტავას ქ. 24, თბილისი', address_en: '24 Kostava St., Tbilisi' },
  { name_ka: 'საბურთალოს კამპუსი', name_en: 'Saburtalo Campus', address_ka: 'პეკინის ქ. 10, თბილისი', address_en: '10 Pekini St., Tbilisi' },
];

const schools = [
  { name_ka: 'სამართლის სკოლა', name_en: 'School of Law', campus: 0 },
  { name_ka: 'ბიზნესის სკოლა', name_en: 'School of Business', campus: 2 },
  { name_ka: 'ჰუმანიტარულ მეცნიერებათა სკოლა', name_en: 'School of Humanities', campus: 1 },
  { name_ka: 'საჯარო მმართველობის სკოლა', name_en: 'School of Public Administration', campus: 0 },
  { name_ka: 'სოციალურ მეცნიერებათა სკოლა', name_en: 'School of Social Sciences', campus: 1 },
];

/** school index, academic degree (1 bachelor, 2 master, 3 doctor, 4 professional), colour */
const programs = [
  { name_ka: 'სამართალი', name_en: 'Law', school: 0, degree: 1, color: '#009ef7', code: 'LAW' },
  { name_ka: 'საერთაშორისო სამართალი', name_en: 'International Law', school: 0, degree: 2, color: '#7239ea', code: 'ILAW' },
  { name_ka: 'ბიზნესის ადმინისტრირება', name_en: 'Business Administration', school: 1, degree: 1, color: '#50cd89', code: 'BA' },
  { name_ka: 'ფინანსები', name_en: 'Finance', school: 1, degree: 2, color: '#ffc700', code: 'FIN' },
  { name_ka: 'ჟურნალისტიკა', name_en: 'Journalism', school: 2, degree: 1, color: '#f1416c', code: 'JRN' },
  { name_ka: 'ფილოლოგია', name_en: 'Philology', school: 2, degree: 3, color: '#181c32', code: 'PHIL' },
  { name_ka: 'საჯარო მმართველობა', name_en: 'Public Administration', school: 3, degree: 2, color: '#0095e8', code: 'PA' },
  { name_ka: 'საერთაშორისო ურთიერთობები', name_en: 'International Relations', school: 4, degree: 1, color: '#a1a5b7', code: 'IR' },
  { name_ka: 'პოლიტიკის მეცნიერება', name_en: 'Political Science', school: 4, degree: 3, color: '#e4e6ef', code: 'POL' },
  { name_ka: 'იურიდიული ინგლისური', name_en: 'Legal English', school: 0, degree: 4, color: '#3e97ff', code: 'LE' },
];

const learnYears = ['2023-2024', '2024-2025', '2025-2026'];

const subjects = [
  { ka: 'კონსტიტუციური სამართალი', en: 'Constitutional Law' }, { ka: 'სამოქალაქო სამართალი', en: 'Civil Law' },
  { ka: 'მიკროეკონომიკა', en: 'Microeconomics' }, { ka: 'მარკეტინგის საფუძვლები', en: 'Principles of Marketing' },
  { ka: 'აკადემიური წერა', en: 'Academic Writing' }, { ka: 'ქართული ლიტერატურა', en: 'Georgian Literature' },
  { ka: 'სტატისტიკა', en: 'Statistics' }, { ka: 'საჯარო პოლიტიკის ანალიზი', en: 'Public Policy Analysis' },
  { ka: 'საერთაშორისო ორგანიზაციები', en: 'International Organisations' }, { ka: 'მედიის ეთიკა', en: 'Media Ethics' },
  { ka: 'ადამიანის უფლებები', en: 'Human Rights' }, { ka: 'ბუღალტრული აღრიცხვა', en: 'Accounting' },
];

function phone(random: Random): string {
  return `5${random.int(50, 99)}-${String(random.int(0, 99)).padStart(2, '0')}-${String(random.int(0, 999)).padStart(3, '0')}`;
}

function date(random: Random, fromYear: number, toYear: number): string {
  return `${random.int(fromYear, toYear)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
}

function person(random: Random) {
  const female = random.chance(0.55);
  const first: PersonName = random.pick(female ? femaleNames : maleNames);
  const last: PersonName = random.pick(surnames);
  return { female, first, last };
}

async function people(
  db: Queryable, table: string, count: number, random: Random, extra: (i: number, female: boolean) => Record<string, unknown>,
) {
  const rows = Array.from({ length: count }, (_, i) => {
    const { female, first, last } = person(random);
    return {
      first_name: first.ka, last_name: last.ka,
      identity_number: String(10_000_000_000 + random.int(0, 89_999_999_999)).slice(0, 11),
      phone: phone(random), email: `${first.latin}.${last.latin}${i + 1}@aula.edu.ge`,
      ...extra(i, female),
    };
  });
  return insertRows(db, table, rows);
}

export async function seedDemo(db: Database, registry: Registry, storage: FileStorage): Promise<void> {
  const random = prng(20252026);
  const has = (table: string) => Object.values(registry.screens).some((r) => r.table === table);
  await db.transaction(async (tx) => {
    const campusIds = await insertRows(tx, 'campuses', campuses);
    const schoolIds = await insertRows(tx, 'schools', schools.map((s) => ({ ...s, campus_id: campusIds[s.campus] })));
    const programIds = await insertRows(tx, 'programs', programs.map((p) => ({
      name_ka: p.name_ka, name_en: p.name_en, school_id: schoolIds[p.school], academic_degree_id: p.degree, color: p.color,
    })));
    const groupRows = programs.flatMap((p, i) => [1, 2].map((n) => ({
      name_ka: `${p.code}-${n} ჯგუფი`, name_en: `${p.code}-${n} group`, program_id: programIds[i],
    })));
    const groupIds = await insertRows(tx, 'student_groups', groupRows);
    const yearRows = programs.flatMap((_, i) => learnYears.map((name) => ({ name, program_id: programIds[i] })));
    const yearIds = await insertRows(tx, 'learn_years', yearRows);
    const flowIds = await insertRows(tx, 'flows', programs.flatMap((p, i) => [2023, 2024, 2025].map((year) => ({
      name: `${p.code} ${year}`, program_id: programIds[i], price: p.degree === 1 ? 2250 : 3000,
      start_year: year, end_year: year + (p.degree === 1 ? 4 : 2), link: `https://aula.edu.ge/flows/${p.code.toLowerCase()}-${year}`,
    }))));
    const auditoriumIds = await insertRows(tx, 'auditoriums', Array.from({ length: 12 }, (_, i) => ({
      name: `${['A', 'B', 'C'][i % 3]}-${101 + i * 3}`, quantity: random.pick([60, 75, 90, 120, 150]), campus_id: campusIds[i % 3],
      student_aid: random.chance(0.3), projector: random.chance(0.8), multimedia: random.chance(0.6),
      exam_room: random.chance(0.3), cctv: random.chance(0.5), computer_lab: i % 5 === 0,
    })));
    await insertRows(tx, 'assessments', [
      { name_ka: 'შუალედური გამოცდა', name_en: 'Midterm exam', type_id: 2, is_parent: false },
      { name_ka: 'დასკვნითი გამოცდა', name_en: 'Final exam', type_id: 3, is_parent: false },
      { name_ka: 'პრეზენტაცია', name_en: 'Presentation', type_id: 1, is_parent: false },
      { name_ka: 'ქვიზები', name_en: 'Quizzes', type_id: 1, is_parent: true },
      { name_ka: 'ესე', name_en: 'Essay', type_id: 1, is_parent: false },
    ]);
    const positionIds = await insertRows(tx, 'administration_positions', [
      { name_ka: 'რექტორი', name_en: 'Rector' }, { name_ka: 'დეკანი', name_en: 'Dean' },
      { name_ka: 'პროგრამის კოორდინატორი', name_en: 'Programme Coordinator' }, { name_ka: 'ბუღალტერი', name_en: 'Accountant' },
      { name_ka: 'HR მენეჯერი', name_en: 'HR Manager' },
    ]);
    const itemIds = await insertRows(tx, 'administration_items', [
      { name_ka: 'რექტორატი', name_en: 'Rectorate' }, { name_ka: 'ფინანსური სამსახური', name_en: 'Finance Office' },
      { name_ka: 'სასწავლო პროცესის მართვის სამსახური', name_en: 'Academic Affairs Office' },
      { name_ka: 'ადამიანური რესურსების სამსახური', name_en: 'Human Resources Office' },
    ]);
    const topicIds = await insertRows(tx, 'topics', [
      'სამართალი', 'ეკონომიკა', 'პოლიტიკა', 'ისტორია', 'ლიტერატურა', 'მენეჯმენტი', 'Research Methods', 'ჟურნალისტიკა',
    ].map((title) => ({ title })));

    const permissionRows = await tx.query<{ id: number; title: string }>('SELECT id, title FROM permissions');
    const permissionId = (title: string) => permissionRows.find((p) => p.title === title)?.id;
    const roleIds = await insertRows(tx, 'roles', [
      { title: 'სასწავლო პროცესის მენეჯერი', permissions: ['students.index', 'lecturers.index', 'curriculum.index', 'calendar.index', 'flows.index', 'learn-years.index', 'student-groups.index'].map(permissionId).filter(Boolean), programs: [] },
      { title: 'ფინანსური მენეჯერი', permissions: ['finances.index', 'finance-statement.index', 'lecturer-finances.index'].map(permissionId).filter(Boolean), programs: [] },
      { title: 'მიმღები კომისია', permissions: ['bachelor.index', 'master.index', 'phd.index', 'tcc.index', 'hse.index'].map(permissionId).filter(Boolean), programs: programIds.slice(0, 4) },
    ]);

    const studentRows = Array.from({ length: 320 }, (_, i) => {
      const program = random.int(0, programs.length - 1);
      const foreign = i % 40 === 7 ? random.pick(foreignNames) : undefined;
      const { female, first, last } = person(random);
      const enrollmentYear = random.int(2021, 2025);
      return {
        name: foreign?.name ?? first.ka, surname: foreign?.surname ?? last.ka,
        personal_id: String(1_000_000_0000 + i * 7919 + random.int(0, 7000)).padStart(11, '0'),
        personal_id_number: `${random.pick(['13', '12', '14'])}ID${random.int(100000, 999999)}`,
        sex: foreign ? random.int(0, 1) : female ? 0 : 1,
        birthday: date(random, 1996, 2006), citizenship: foreign ? 2 : 1,
        address: `${random.pick(streets).ka} ${random.int(1, 120)}, თბილისი`, phone: phone(random),
        email: `${(foreign?.name ?? first.latin).toLowerCase()}.${(foreign?.surname ?? last.latin).toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}${i + 1}@student.aula.edu.ge`,
        status_id: enrollmentYear <= 2021 ? random.pick([1, 4]) : random.chance(0.9) ? 1 : random.int(2, 3),
        school_id: schoolIds[programs[program].school], program_id: programIds[program],
        group_id: groupIds[program * 2 + random.int(0, 1)], learn_year_id: yearIds[program * 3 + random.int(0, 2)],
        mobility: random.chance(0.08), enrollment_date: `${enrollmentYear}-09-15`,
        enrollment_order: `${enrollmentYear}/${random.int(100, 999)}-ბ`, basics_of_enrollement_id: foreign ? 3 : random.chance(0.9) ? 1 : random.int(2, 5),
        diploma_taken: enrollmentYear <= 2021 && random.chance(0.5),
      };
    });
    // the demo student (the first, whose account the first start makes) studies the first programme, in its first
    // group: the first course, taught by the demo lecturer (the first) and graded already, is theirs
    Object.assign(studentRows[0], {
      program_id: programIds[0], school_id: schoolIds[programs[0].school], group_id: groupIds[0], learn_year_id: yearIds[2], status_id: 1,
    });
    const studentIds = await insertRows(tx, 'students', studentRows);

    const lecturerIds = await people(tx, 'lecturers', 40, random, (i) => ({
      card_number: `L-${1000 + i}`, date_of_birth: date(random, 1955, 1990),
      address: `${random.pick(streets).ka} ${random.int(1, 90)}, თბილისი`,
      academic_degree_id: random.pick([2, 3, 3]), directions_id: random.int(1, 7), affiliated: i % 3 === 0 ? 0 : 1,
      do_lectures_another_universities: random.chance(0.3),
    }));
    const administrationIds = await people(tx, 'administrations', 15, random, (i) => ({
      administration_position_id: positionIds[i % positionIds.length], unit_kind: i % 4 === 0 ? 2 : 1,
      administration_item_id: i % 4 === 0 ? null : itemIds[i % itemIds.length], school_id: i % 4 === 0 ? schoolIds[i % schoolIds.length] : null,
      roles: [roleIds[i % roleIds.length]], schools: [], programs: [],
    }));
    if (has('applicants')) {
      const registers = ['bachelor', 'master', 'phd', 'tcc', 'hse'];
      for (const register of registers) {
        // every fifth application still lacks the citizenship, which enrolment as a student needs; half have accepted an
        // offer of a place (so they can be enrolled), the others are under review, offered one or just submitted
        await people(tx, 'applicants', 20, random, (i, female) => ({
          register, date_of_birth: date(random, 1985, 2007), program_id: programIds[random.int(0, programs.length - 1)],
          sex: female ? 0 : 1, citizenship: i % 5 === 4 ? null : 1,
          english_level_id: random.int(1, 6),
          register_form_info: { previous_education: random.pick(['საჯარო სკოლა №51', 'კომაროვის სკოლა', 'თსუ', 'ილიაუნი']) },
          exam_score: random.int(120, 220),
          admission_state: i % 2 === 0 ? 'accepted' : ['review', 'offered', 'submitted'][((i - 1) / 2) % 3],
        }));
      }
    }
    // all but the last are published; the last is a draft
    await insertRows(tx, 'news', [
      { title: 'საშემოდგომო სემესტრი 15 სექტემბერს იწყება', body: '<p>სალექციო ცხრილი უკვე ხელმისაწვდომია პორტალზე.</p><p>სტუდენტებს ვთხოვთ, <strong>გადაამოწმონ არჩეული საგნები</strong>.</p>', published: true, published_at: new Date().toISOString() },
      { title: 'საერთაშორისო კონფერენცია: სამართალი და ციფრული ეპოქა', body: '<p>კონფერენცია გაიმართება ვაკის კამპუსში, დიდ საკონფერენციო დარბაზში.</p>', published: true, published_at: new Date().toISOString() },
      { title: 'Erasmus+ გაცვლითი პროგრამის განაცხადების მიღება', body: '<p>განაცხადების მიღება გრძელდება 1 დეკემბრამდე. დეტალური ინფორმაცია საერთაშორისო ურთიერთობების სამსახურშია.</p>', published: true, published_at: new Date().toISOString() },
      { title: 'ბიბლიოთეკა ახალი წიგნებით შეივსო', body: '<p>ელექტრონულ ბიბლიოთეკაში დაემატა 40-ზე მეტი ახალი სახელმძღვანელო.</p>', published: true, published_at: new Date().toISOString() },
      { title: 'კარიერის დღე ბიზნესის სკოლაში', body: '<p>კომპანიები წარმოადგენენ სტაჟირებისა და დასაქმების შესაძლებლობებს.</p>', published: true, published_at: new Date().toISOString() },
      { title: 'საზაფხულო სკოლა საჯარო მმართველობაში', body: '<p>ორკვირიანი ინტენსიური კურსი ქართველი და უცხოელი ლექტორების მონაწილეობით.</p>', published: false },
    ]);
    // each book with a file to open (a page standing in for it), so a student has something to download
    await insertRows(tx, 'books', await Promise.all(Array.from({ length: 18 }, async (_, i) => ({
      title: `${subjects[i % subjects.length].ka}${i >= subjects.length ? ' (მეორე გამოცემა)' : ''}`,
      author: `${random.pick(maleNames.concat(femaleNames)).ka} ${random.pick(surnames).ka}`,
      topics: [topicIds[i % topicIds.length], topicIds[(i + 3) % topicIds.length]], lecturer_id: lecturerIds[i % lecturerIds.length],
      released: i % 4 !== 0, published_date: date(random, 2005, 2025),
      file_name: await storage.save(demoPdf(subjects[i % subjects.length].en, ['Aula e-library', `Edition ${i >= subjects.length ? 2 : 1}`]), 'pdf'),
    }))));
    const planned = subjects.slice(0, 8);
    const subjectIds = await insertRows(tx, 'curriculum', programs.flatMap((p, programIndex) => planned.map((subject, i) => {
      const semester = (i % 8) + 1;
      return {
        program_id: programIds[programIndex], code: `${p.code}${100 + i * 10}`, subject: subject.ka, ects: i % 3 === 0 ? 6 : 5,
        [`semester_${semester}`]: i % 3 === 0 ? 6 : 5, contact_hours: 45, free_hours: i % 3 === 0 ? 105 : 80,
        syllabus_goals: i === 0 ? `${subject.ka}: საბაზისო ცნებები და პრაქტიკული უნარები.` : null,
      };
    })));
    // each subject from the third on needs the one two before it in the same plan
    for (const [index, id] of subjectIds.entries()) {
      if (index % planned.length < 2) continue;
      await tx.query('UPDATE curriculum SET prerequisite_ids = $2 WHERE id = $1', [id, [subjectIds[index - 2]]]);
    }
    await insertRows(tx, 'concentrates', programs.slice(0, 4).map((p, programIndex) => ({
      program_id: programIds[programIndex], name_ka: `${p.name_ka}: სიღრმისეული კურსი`, name_en: `${p.name_en}: advanced track`,
      subject_ids: subjectIds.slice(programIndex * planned.length + 4, programIndex * planned.length + 7),
    })));
    // each row's payments (none, one or two instalments); the paid and remaining amounts are computed from them
    const paid = studentIds.slice(0, 120).map(() => random.pick([0, 1, 2]));
    const financeRows = studentIds.slice(0, 120).map((studentId, i) => ({
      // the year the student is in, one of their programme's
      student_id: studentId, learn_year_id: studentRows[i].learn_year_id, total_fee: 2250 * 4, annual_fee: 2250,
      grant_amount: random.pick([0, 0, 1125, 2250]), discount: random.pick([0, 0, 225]), stipend: random.pick([0, 0, 300]), prev_debt: random.pick([0, 0, 450]),
    }));
    const financeIds = await insertRows(tx, 'finances', financeRows);
    // the first three rows' fees were partly paid online, where 500 fits what is due: each order paid, with its receipt and its row of the ledger
    const dueOn = financeRows.map((row) => row.annual_fee + row.prev_debt - row.grant_amount - row.discount);
    const online = financeIds.slice(0, 3).map((financeId, i) => ({ financeId, i, order: `demo-order-${i + 1}` })).filter(({ i }) => dueOn[i] >= 500);
    // an instalment is kept while the row's payments stay within what is due (the database refuses more, migration 0064)
    const instalments = financeIds.map((parentId, i) => {
      let room = dueOn[i] - (online.some((order) => order.i === i) ? 500 : 0);
      return Array.from({ length: paid[i] }, (_, position) => ({
        parent_id: parentId, position, paid_on: `2025-${position === 0 ? '09-20' : '02-15'}`, amount: 1125, method_id: random.pick([1, 1, 2, 3]),
        reference: `TBC-${String(100_000 + i * 3 + position)}`,
      })).filter((payment) => (room -= payment.amount) >= 0);
    });
    await insertRows(tx, 'finances_payments', instalments.flat());
    await insertRows(tx, 'online_payments', online.map(({ financeId, i, order }) => ({
      student_id: studentIds[i], finance_id: financeId, learn_year_id: studentRows[i].learn_year_id, amount: 500, state_id: 2, paid: true,
      paid_at: '2025-10-01 10:00', receipt_number: `OP-2025-${String(i + 1).padStart(6, '0')}`, provider_order_id: order, language: 'ka', refunded_amount: 0,
    })));
    await insertRows(tx, 'finances_payments', online.map(({ financeId, i, order }) => ({
      parent_id: financeId, position: instalments[i].length, paid_on: '2025-10-01', amount: 500, method_id: 5, reference: order,
    })));
    const computed = registry.screens.finances ? computedUpdate(registry.screens.finances, 'finances', 'all') : undefined;
    if (computed) await tx.query(computed);
    await insertRows(tx, 'finance_statements', studentIds.slice(0, 30).map((studentId, i) => ({
      student_id: studentId, status_id: (i % 3) + 1, comment: 'განვადების მოთხოვნა მიმდინარე სემესტრისთვის',
    })));
    // the institute's letterhead and its rector's signature on every template; one series of numbers for all three
    const letterhead = {
      number_pattern: 'ED-{year}/{seq:4}', institution: 'საზოგადოებრივ საქმეთა ინსტიტუტი',
      letterhead: 'ჭავჭავაძის გამზ. 52, თბილისი 0179 · +995 32 200 00 00 · info@aula.edu.ge',
      signer_position: 'რექტორი', signer_name: 'ნინო ბერიძე', language: 1,
    };
    const templateIds = await insertRows(tx, 'edoc_templates', [
      { ...letterhead, name: 'ცნობა სტუდენტის სტატუსის შესახებ', index: 'ED-01', user_type_id: 3, automatic: true, text: 'ეს ცნობა ადასტურებს, რომ {{name}} {{surname}} (პირადი ნომერი {{personal_id}}) არის ინსტიტუტის აქტიური სტუდენტი, სწავლობს პროგრამაზე „{{program}}“ ({{school}}). ცნობა № {{number}} გაცემულია {{date}}.' },
      { ...letterhead, name: 'განცხადება შვებულების შესახებ', index: 'ED-02', user_type_id: 2, automatic: false, text: 'გთხოვთ, მომცეთ ანაზღაურებადი შვებულება.' },
      { ...letterhead, name: 'ბრძანება ჩარიცხვის შესახებ', index: 'ED-03', user_type_id: 1, automatic: false, text: 'ჩაირიცხოს {{name}} {{surname}} (პირადი ნომერი {{personal_id}}) პროგრამაზე „{{program}}“. ბრძანება № {{number}}, {{date}}.' },
      // a transcript: the student's academic record from the approved grade sheets, in the office's own words
      {
        ...letterhead, number_pattern: 'TR-{year}/{seq:4}', name: 'აკადემიური ცნობა (ტრანსკრიპტი)', index: 'TR-01', user_type_id: 3, automatic: false,
        text: '{{name}} {{surname}} (პირადი ნომერი {{personal_id}}), პროგრამა „{{program}}“ ({{school}}).\n\n{{results}}\n\nGPA: {{gpa}} · დაგროვებული კრედიტები: {{credits}} ECTS\n\nცნობა № {{number}} გაცემულია {{date}}.',
      },
      // the same in English, for a student who studies or applies abroad: written in English whoever issues it
      {
        ...letterhead, institution: 'Institute of Public Affairs', letterhead: '52 Chavchavadze Ave., Tbilisi 0179 · +995 32 200 00 00 · info@aula.edu.ge',
        signer_position: 'Rector', signer_name: 'Nino Beridze', language: 2, number_pattern: 'TR-{year}/{seq:4}', name: 'Academic transcript (English)',
        index: 'TR-02', user_type_id: 3, automatic: false,
        text: '{{name}} {{surname}} (personal number {{personal_id}}), programme “{{program}}” ({{school}}).\n\n{{results}}\n\nGPA: {{gpa}} · credits earned: {{credits}} ECTS\n\nTranscript no. {{number}}, issued {{date}}.',
      },
    ]);
    // transcripts and status certificates the first students asked for, waiting for the registry
    await insertRows(tx, 'document_requests', studentIds.slice(0, 4).map((studentId, i) => ({
      student_id: studentId, template_id: templateIds[i % 2 === 0 ? 3 : 0], comment: i === 0 ? 'სტიპენდიისთვის საზღვარგარეთ' : null,
    })));
    await insertRows(tx, 'email_templates', [
      { occasion: 'account-created', active: true, subject_ka: 'თქვენი ანგარიში Aula-ში', subject_en: 'Your Aula account',
        body_ka: 'გამარჯობა, {{name}}! თქვენთვის შეიქმნა ანგარიში. პაროლის დასაყენებლად გადადით ბმულზე: {{link}}', body_en: 'Hello {{name}}, an account was created for you. Set your password here: {{link}}' },
      { occasion: 'password-reset', active: true, subject_ka: 'პაროლის აღდგენა', subject_en: 'Resetting your password',
        body_ka: 'გამარჯობა, {{name}}! ახალი პაროლის დასაყენებლად გადადით ბმულზე: {{link}}', body_en: 'Hello {{name}}, set a new password here: {{link}}' },
      { occasion: 'document-issued', active: false, subject_ka: 'თქვენთვის გაიცა დოკუმენტი', subject_en: 'A document was issued to you',
        body_ka: 'გამარჯობა, {{name}}! დოკუმენტი ხელმისაწვდომია: {{link}}', body_en: 'Hello {{name}}, your document is ready: {{link}}' },
    ]);
    // the course evaluation is the students', the library's survey everyone's; the third is still being written
    const surveyIds = await insertRows(tx, 'surveys', [
      { name: 'სასწავლო კურსის შეფასება', description: 'სემესტრის ბოლოს სტუდენტები აფასებენ კურსსა და ლექტორს.', anonymous: true, for_students: true },
      { name: 'ბიბლიოთეკის მომსახურების კმაყოფილება', description: 'რამდენად მოსახერხებელია ბიბლიოთეკა და ელექტრონული რესურსები.', anonymous: true, for_students: true, for_lecturers: true },
      { name: 'კურსდამთავრებულთა დასაქმება', description: 'დასაქმების მაჩვენებლები და კარიერული განვითარება.', anonymous: false },
    ]);
    await insertRows(tx, 'surveys_questions', [
      { parent_id: surveyIds[0], position: 0, question: 'რამდენად გასაგები იყო ლექციები?', type_id: 3, required: true },
      { parent_id: surveyIds[0], position: 1, question: 'რომელი თემები დაგეხმარათ ყველაზე მეტად?', type_id: 2, choices: 'სამართალი\nეკონომიკა\nისტორია' },
      { parent_id: surveyIds[0], position: 2, question: 'სხვა შენიშვნები', type_id: 4 },
      { parent_id: surveyIds[1], position: 0, question: 'რამდენად კმაყოფილი ხართ ბიბლიოთეკით?', type_id: 3, required: true },
      { parent_id: surveyIds[1], position: 1, question: 'რა უნდა გაუმჯობესდეს?', type_id: 4, required_comment: false },
    ]);

    // every seventh contract still waits for its scanned order, so an empty file cell is seen too
    const orderFile = async (i: number, number: string, date: string) => (i % 7 === 6 ? null
      : storage.save(demoPdf('Appointment order', [`No. ${number.replace(/\/.*$/, '')}`, `Dated ${date}`]), 'pdf'));
    const lecturerContracts = await Promise.all(lecturerIds.map(async (id, i) => {
      const number = `01-${100 + i}/კ`;
      const orderDate = `${2019 + (i % 6)}-08-25`;
      return {
        staff_type: 'lecturer', staff_id: id, academic_rank_id: (i % 4) + 1, work_type_id: (Math.floor(i / 3) % 3) + 1,
        start_of_contract: `${2019 + (i % 6)}-09-01`, completion_of_contract: `${2025 + (i % 4)}-${i % 5 === 0 ? '12-31' : '08-31'}`,
        appointment_order_number: number, appointment_order_date: orderDate,
        appointment_order_file: await orderFile(i, number, orderDate), vacancy_order: `V-${2019 + (i % 6)}/${i + 1}`,
      };
    }));
    const administrationContracts = await Promise.all(administrationIds.map(async (id, i) => {
      const number = `02-${200 + i}/კ`;
      const orderDate = `${2018 + (i % 7)}-01-20`;
      return {
        staff_type: 'administration', staff_id: id, start_of_contract: `${2018 + (i % 7)}-02-01`,
        completion_of_contract: `${2026 + (i % 2)}-01-31`, appointment_order_number: number, appointment_order_date: orderDate,
        appointment_order_file: await orderFile(i, number, orderDate), vacancy_order: `VA-${2018 + (i % 7)}/${i + 1}`,
      };
    }));
    await insertRows(tx, 'hr_contracts', [...lecturerContracts, ...administrationContracts]);
    // the term runs around the day the demo is made, so its calendar and journal are alive whenever it is opened
    const monday = mondayOf(new Date());
    const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const at = (offset: number, hour: number) => new Date(monday.getTime() + offset * 86_400_000 + hour * 3_600_000).toISOString().slice(0, 19);
    const courseLecturer = (i: number) => lecturerIds[i === 2 ? 0 : i % lecturerIds.length];
    const courseIds = await insertRows(tx, 'journal_courses', subjects.map((subject, i) => {
      const program = i % programs.length;
      return {
        code: `${programs[program].code}${100 + i * 10}`, name: subject.ka, semester: (i % 8) + 1,
        learn_year_id: yearIds[program * 3 + 2], school_id: schoolIds[programs[program].school], program_id: programIds[program],
        // the demo lecturer teaches the first course (whose sheet is approved) and the third (still open)
        lecturer_id: courseLecturer(i), group_ids: [groupIds[program * 2], groupIds[program * 2 + 1]],
        first_day: day(-56), last_day: day(109),
      };
    }));
    // each course meets for a lecture a week; the first five also for a seminar, at 17:00 on a weekday of their own, and
    // the first has its exam on a Sunday five weeks on
    const hours = (hour: number, length = 90) => ({
      starts_at: `${String(hour).padStart(2, '0')}:00`, ends_at: `${String(hour + Math.floor(length / 60)).padStart(2, '0')}:${String(length % 60).padStart(2, '0')}`,
    });
    await insertRows(tx, 'journal_courses_meetings', courseIds.flatMap((parentId, i) => [
      { parent_id: parentId, position: 0, meeting_kind: 1, weekday: (i % 5) + 1, ...hours(9 + (i % 4) * 2), auditorium_id: auditoriumIds[i % auditoriumIds.length], lecturer_id: courseLecturer(i) },
      ...(i < 5 ? [{ parent_id: parentId, position: 1, meeting_kind: 2, weekday: ((i + 2) % 5) + 1, ...hours(17, 60), auditorium_id: auditoriumIds[(i + 1) % auditoriumIds.length], lecturer_id: courseLecturer(i) }] : []),
      ...(i === 0 ? [{ parent_id: parentId, position: 2, meeting_kind: 3, on_date: day(34), ...hours(10, 120), auditorium_id: auditoriumIds[3], lecturer_id: courseLecturer(i) }] : []),
    ]));
    // the lecturers' hours of the last two months, counted from these courses as the screen's action counts them
    for (const back of [2, 1]) {
      const month = new Date(monday.getFullYear(), monday.getMonth() - back, 1);
      await countHours(tx, registry, month.getFullYear(), month.getMonth() + 1, random.pick([25, 30, 40]));
    }
    const componentIds = await insertRows(tx, 'course_components', courseIds.flatMap((courseId) => [
      { course_id: courseId, name_ka: 'აქტივობა სემინარებზე', name_en: 'Seminar activity', type_id: 1, weight: 30 },
      { course_id: courseId, name_ka: 'შუალედური გამოცდა', name_en: 'Midterm exam', type_id: 2, weight: 30 },
      { course_id: courseId, name_ka: 'დასკვნითი გამოცდა', name_en: 'Final exam', type_id: 3, weight: 40 },
    ]));
    // the first six courses have scores: the first (the demo lecturer's, to the demo student's group) and the fourth to
    // sixth are whole and their sheets approved, so their students see their scores and have a GPA and credits; the
    // second's sheet waits for the registry's approval; the third (the demo lecturer's too) is half way through, with
    // seminar and midterm scores in and every other final
    const approved = [0, 3, 4, 5];
    await insertRows(tx, 'grades', subjects.slice(0, 6).flatMap((_, i) => {
      const program = i % programs.length;
      const taught = studentIds.filter((_id, s) => studentRows[s].group_id === groupIds[program * 2] || studentRows[s].group_id === groupIds[program * 2 + 1]);
      return taught.flatMap((studentId, s) => [0, 1, 2].flatMap((c) => (c === 2 && s % 2 === 1 && !approved.includes(i) ? [] : [{
        course_id: courseIds[i], student_id: studentId, component_id: componentIds[i * 3 + c], score: random.int(35, 100),
      }])));
    }));
    await tx.query(`UPDATE journal_courses SET grades_state = 'submitted' WHERE id = $1`, [courseIds[1]]);
    for (const i of approved) {
      await tx.query(`UPDATE journal_courses SET grades_state = 'approved' WHERE id = $1`, [courseIds[i]]);
      await writeRecords(tx, await takeResults(tx, [courseIds[i]]));
    }
    // attendance is taken in the demo lecturer's two courses, up to today, a student missing one lecture in eight (one
    // in nine students a third more, and warned); the courses warn from a quarter of their lectures missed
    await tx.query('UPDATE journal_courses SET absence_limit = 25');
    await tx.query(
      `INSERT INTO attendance (course_id, student_id, day, mark)
       SELECT c.id, s.id, to_char(day, 'YYYYMMDD')::integer,
         CASE WHEN s.id % 9 = 0 AND extract(doy FROM day)::integer % 3 = 0 THEN 3 ELSE
           CASE (s.id + extract(doy FROM day)::integer) % 8 WHEN 0 THEN 3 WHEN 3 THEN 2 ELSE 1 END END
       FROM (SELECT DISTINCT c.id, c.group_ids, day FROM journal_courses c JOIN journal_courses_meetings m ON m.parent_id = c.id
         CROSS JOIN LATERAL ${meetingDays('c', 'm')} AS day WHERE c.id = ANY($1::integer[]) AND day < current_date) AS c
       JOIN students s ON s.group_id = ANY(c.group_ids)`,
      [[courseIds[0], courseIds[2]]],
    );
    // registration is open this fortnight for every programme; the first offers three electives on Saturdays, taught to no
    // group: one free, one whose prerequisite (its plan's second subject) the demo student has not passed, and one whose
    // only seat the registry office has given another student of the programme
    await insertRows(tx, 'registration_windows', programIds.map((programId) => ({ program_id: programId, opens_on: day(-7), closes_on: day(14) })));
    const elective = (code: string, name: string, seats: number, i: number) => ({
      code: `${programs[0].code}${code}`, name, semester: 2, learn_year_id: yearIds[2], school_id: schoolIds[programs[0].school],
      program_id: programIds[0], lecturer_id: lecturerIds[5 + i], group_ids: [], seats, first_day: day(-56), last_day: day(109),
    });
    const electives = await insertRows(tx, 'journal_courses', [
      elective('901', 'ციფრული უნარები', 25, 0), elective('130', planned[3].ka, 20, 1), elective('902', 'აკადემიური წერა', 1, 2),
    ]);
    await insertRows(tx, 'journal_courses_meetings', electives.map((parentId, i) => ({
      parent_id: parentId, position: 0, meeting_kind: 1, weekday: 6, ...hours(10 + i * 2), auditorium_id: auditoriumIds[i % auditoriumIds.length], lecturer_id: lecturerIds[5 + i],
    })));
    const fullElective = electives[2];
    const classmate = studentIds.find((_id, s) => s > 0 && studentRows[s].program_id === programIds[0]);
    await insertRows(tx, 'course_registrations', [{ course_id: fullElective, student_id: classmate, status: 1, reason: 'რეგისტრაცია სასწავლო ნაწილის მიერ' }]);
    // university projects: two approved (the demo lecturer leads one), with applications, one accepted; and a proposal
    // waiting for the office's decision
    const projectIds = await insertRows(tx, 'projects', [
      { title: 'ენგურის ხეობის ბიომრავალფეროვნება', kind_id: 1, lecturer_id: lecturerIds[1], starts_on: day(-30), ends_on: day(150), places: 3, state: 'approved',
        description: '<p>ზაფხულის საველე კვლევა: მცენარეებისა და ფრინველების აღწერა ენგურის ხეობაში.</p>' },
      { title: 'ციფრული წიგნიერება ხანდაზმულებისთვის', kind_id: 2, lecturer_id: lecturerIds[0], starts_on: day(7), ends_on: day(120), places: 4, state: 'approved',
        description: '<p>სტუდენტები ხანდაზმულებს ასწავლიან <strong>სმარტფონისა</strong> და ინტერნეტის გამოყენებას.</p>' },
      { title: 'მცირე ბიზნესის საგრანტო კონსულტაციები', kind_id: 3, lecturer_id: lecturerIds[2], starts_on: day(14), ends_on: day(200), places: 2, state: 'proposed',
        description: '<p>საგრანტო განაცხადების მომზადება ადგილობრივი მეწარმეებისთვის.</p>' },
    ]);
    await insertRows(tx, 'project_applications', [
      { project_id: projectIds[0], student_id: studentIds[2], motivation: 'ბიოლოგიას ვსწავლობ და საველე სამუშაოს გამოცდილება მინდა.', state: 'accepted' },
      { project_id: projectIds[0], student_id: studentIds[3], motivation: 'ფოტოგრაფიით ვარ დაინტერესებული და ექსპედიციაში მონაწილეობა მსურს.', state: 'applied' },
      { project_id: projectIds[1], student_id: studentIds[4], motivation: 'ბებიას უკვე ვასწავლე სმარტფონის გამოყენება.', state: 'applied' },
    ]);
    // the career office: an internship for the first programme's students, a job for everyone, a draft; a student's
    // visible profile, and their application, shortlisted, carrying what the profile said when they applied
    const vacancyIds = await insertRows(tx, 'vacancies', [
      { title: 'იურიდიული სტაჟირება', employer: 'თბილისის საქალაქო სასამართლო', kind_id: 2, location: 'თბილისი', deadline: day(30), programs: [programIds[0]], levels: [],
        description: '<p>სამთვიანი სტაჟირება სამოქალაქო საქმეთა კოლეგიაში.</p>', state: 'open' },
      { title: 'ჟურნალისტი-სტაჟიორი', employer: 'საზოგადოებრივი მაუწყებელი', kind_id: 1, location: 'თბილისი', deadline: day(45), programs: [], levels: [],
        description: '<p>ახალი ამბების განყოფილება ეძებს სტუდენტ ჟურნალისტს ნახევარ განაკვეთზე.</p>', state: 'open' },
      { title: 'მოხალისე ბიბლიოთეკაში', employer: 'ეროვნული ბიბლიოთეკა', kind_id: 3, location: 'თბილისი', deadline: day(60), programs: [], levels: [],
        description: '<p>წიგნადი ფონდის აღწერაში დახმარება.</p>', state: 'draft' },
    ]);
    const [profileId] = await insertRows(tx, 'career_profiles', [
      { student_id: studentIds[2], headline: 'სამართლის სტუდენტი, მაინტერესებს სამოქალაქო სამართალი', skills: 'იურიდიული წერა, კვლევა, MS Office', visible: true },
    ]);
    await insertRows(tx, 'career_profiles_experience', [
      { parent_id: profileId, position: 0, employer: 'იურიდიული კლინიკა', role: 'მოხალისე კონსულტანტი', started_on: day(-400), ended_on: day(-200), description: 'მოქალაქეების კონსულტირება' },
    ]);
    await insertRows(tx, 'career_profiles_languages', [{ parent_id: profileId, position: 0, language: 'ინგლისური', level_id: 4 }]);
    const [applicationId] = await insertRows(tx, 'vacancy_applications', [
      { vacancy_id: vacancyIds[0], student_id: studentIds[2], letter: 'მსურს სასამართლო პრაქტიკის გაცნობა.', program_id: studentRows[2].program_id,
        headline: 'სამართლის სტუდენტი, მაინტერესებს სამოქალაქო სამართალი', skills: 'იურიდიული წერა, კვლევა, MS Office', state: 'shortlisted' },
    ]);
    await insertRows(tx, 'vacancy_applications_experience', [
      { parent_id: applicationId, position: 0, employer: 'იურიდიული კლინიკა', role: 'მოხალისე კონსულტანტი', started_on: day(-400), ended_on: day(-200), description: 'მოქალაქეების კონსულტირება' },
    ]);
    await insertRows(tx, 'calendar_events', [
      { title: 'სემესტრის გახსნა', start_at: at(-56, 11), end_at: at(-56, 13), place: 'ვაკის კამპუსი, დიდი დარბაზი' },
      { title: 'აკადემიური საბჭოს სხდომა', start_at: at(3, 15), end_at: at(3, 17), place: 'რექტორატი' },
      { title: 'შუალედური გამოცდების კვირა', start_at: at(14, 9), end_at: at(18, 18), place: 'ყველა კამპუსი' },
      { title: 'კარიერის დღე', start_at: at(9, 12), end_at: at(9, 16), place: 'საბურთალოს კამპუსი', program_id: programIds[2] },
      { title: 'ფაკულტეტის შეხვედრა', start_at: at(1, 13), end_at: at(1, 14), auditorium_id: auditoriumIds[0], program_id: programIds[0] },
    ]);
    await insertRows(tx, 'minor_logs', studentRows.slice(0, 25).map((student, i) => ({
      first_name: student.name, last_name: student.surname, personal_id: student.personal_id,
      minor_name: random.pick(['ბიზნესის ადმინისტრირება', 'ჟურნალისტიკა', 'საერთაშორისო ურთიერთობები']),
      flow_id: flowIds[i % flowIds.length], flow_name: `${programs[Math.floor((i % flowIds.length) / 3)].code} ${2023 + (i % 3)}`,
    })));
    const [admin] = await tx.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
    if (admin) {
      await tx.query('UPDATE finances_payments SET recorded_by = $1 WHERE recorded_by IS NULL', [admin.id]);
      const now = new Date().toISOString();
      const messageIds = await insertRows(tx, 'messages', [
        { subject: 'სალექციო ცხრილის ცვლილება', body: 'ორშაბათის ლექცია B-104 აუდიტორიაში გადავიდა.', sent_at: now },
        { subject: 'ახალი განცხადება', body: 'ფინანსური სამსახურიდან ახალი განცხადება შემოვიდა.', sent_at: now },
        { subject: 'შეხსენება', body: 'აკადემიური საბჭოს სხდომა ხუთშაბათს 15:00-ზე.', sent_at: now },
      ]);
      await insertRows(tx, 'mailbox', messageIds.map((messageId, i) => ({
        message_id: messageId, owner_id: admin.id, box: 'inbox', read_at: i === 2 ? now : null,
      })));
      // a document of each of the first three templates, to confirm (the transcript is issued from a student's record)
      const numbers: string[] = [];
      const confirming = templateIds.slice(0, 3);
      for (const _template of confirming) numbers.push(await nextDocumentNumber(tx, letterhead.number_pattern, new Date()));
      await insertRows(tx, 'edocs', confirming.map((templateId, i) => ({
        sender_id: admin.id, recipient_id: admin.id, template_id: templateId, text: 'დოკუმენტი დასადასტურებლად.',
        document_number: numbers[i],
      })));
    }
  });
  await db.query('ANALYZE');
}
