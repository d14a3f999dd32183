// `npm run bench`: codegen time, the screen author's loop under npm run dev, JavaScript per route and per page kind,
// Lighthouse's scores of the pages a newcomer meets first, the calendar and grid in Chromium, a mailbox of 10,000 messages and 1,000 documents issued, the API under load at
// 100,000 students, stored files read through their record's check, the students import of 100,000 rows (dry run and job), a grade sheet of 60 approved, Find anyone's keystrokes at 1,000,000 students, a notification from its event to a page open on another server, the academic record's jobs (every record recomputed at 100,000 students × 40
// courses, 2,000 transcripts as a zip), a journal course saved among 5,000 with its room and lecturer checked, and at 100,000 students the students list in Chromium, the XLSX export and the dashboards.
// Prints tables. `npm run bench -- --only api,timetable` runs those parts alone (PARTS names them).
import { launchChromium, startAula } from '../tests/e2e/harness';
import { benchApi } from './api';
import { benchBulkEdit, BULK_EDIT_BUDGET_S_PER_10000, BULK_EDIT_ROWS_PER_SECOND } from './bulk-edit';
import { benchFind, findTable } from './find';
import { measureCodegen } from './codegen';
import { benchDevLoop, devLoopTable } from './dev-loop';
import { benchExport, benchExportJob, exportJobTable, exportTable, seededDataDir, startSeededAula } from './export';
import { measureRoutes } from './frontend';
import { benchLighthouse, LIGHTHOUSE_PAGES } from './lighthouse';
import { benchCalendar, benchDashboards, benchGrid, CALENDAR_BUDGET_MS, DASHBOARD_BUDGET_MS, GRID_BUDGET_MS } from './page-kinds';
import { benchListUi, benchStudentsUi, studentsUiTable } from './students-ui';
import { benchImport, benchIssuing, benchMailboxApi, mailboxDataDir } from './office';
import { benchStudentImport, DRY_RUN_BUDGET_MB, DRY_RUN_BUDGET_S, IMPORT_BUDGET_S } from './import';
import { benchTimetableSaves, FEED_BUDGET_MS, TIMETABLE_SAVE_BUDGET_MS } from './timetable';
import { benchRegistrationBurst, REGISTRATION_BURST_BUDGET_MS } from './registration';
import { benchNotifications, notificationTable } from './notifications';
import { benchFiles, fileReadsTable } from './files';
import { APPROVAL_BUDGET_MS, benchApproval, benchRecordJobs, RECOMPUTE_BUDGET_S, TRANSCRIPT_BUDGET_MS, TRANSCRIPTS_JOB_BUDGET_S } from './record';

/** The parts of the bench, in the order they run. */
const PARTS = ['codegen', 'author', 'frontend', 'office', 'approval', 'files', 'record', 'timetable', 'notifications', 'registration', 'find', 'api', 'students', 'import'] as const;
type Part = (typeof PARTS)[number];
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt < 0 ? undefined : (process.argv[onlyAt + 1] ?? '').split(',').filter((part) => part !== '');
const unknown = only?.filter((part) => !(PARTS as readonly string[]).includes(part)) ?? [];
if (unknown.length > 0) throw new Error(`no bench part ${unknown.join(', ')}: the parts are ${PARTS.join(', ')}`);
/** Whether this run measures the part: every part, or those --only names. */
const wants = (part: Part): boolean => only === undefined || only.includes(part);

function table(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  console.table(rows);
}

if (wants('codegen')) {
  const codegen = measureCodegen();
  table('Codegen (all screens, fresh process, median of 5; budget 3000 ms)', [
    { measure: 'npm run gen, whole process', ms: codegen.medianMs },
    { measure: 'load, check and emit inside it', ms: codegen.emitMs },
  ]);
}

if (wants('author')) {
  const author = await launchChromium({ coverKept: true });
  try {
    table('The screen author\'s loop: npm run dev in a copy of the project, saves timed to what Chromium shows (PGlite, demo data)', devLoopTable(await benchDevLoop(author)));
  } finally {
    await author.close();
  }
}

if (wants('frontend')) {
  const [aula, browser] = await Promise.all([startAula(), launchChromium({ coverKept: true })]);
  try {
    const routes = await measureRoutes(browser, aula.baseUrl);
    table('JavaScript per route (gzip, and as sent: brotli)', routes.map((route) => ({
      what: route.what, files: route.files, 'gzip kB': route.gzipKb, 'wire kB': route.wireKb, budget: route.budgetKb ? `${route.budgetKb} kB` : '', ok: route.budgetKb ? (route.gzipKb <= route.budgetKb ? 'yes' : 'NO') : '',
    })));
    table('Lighthouse 12, mobile preset (median performance of 3 runs; the scores are measured here, not asserted)', (await benchLighthouse(aula.baseUrl, LIGHTHOUSE_PAGES)).map((page) => ({
      page: page.path, performance: page.scores.performance, accessibility: page.scores.accessibility,
      'best practices': page.scores['best-practices'], SEO: page.scores.seo, 'largest paint': page.largestPaint, 'blocking time': page.blockingTime,
    })));
    const month = await benchCalendar(browser, aula.baseUrl);
    const sheet = await benchGrid(browser, aula.baseUrl);
    table('Page kinds in Chromium (median)', [
      { measure: `calendar month of ${month.entries} entries, "next" clicked to painted`, ms: month.medianMs, 'of it the request': month.requestMs, budget: `${CALENDAR_BUDGET_MS} ms drawn`, ok: month.medianMs - month.requestMs <= CALENDAR_BUDGET_MS ? 'yes' : 'NO' },
      { measure: `grid of ${sheet.students} × ${sheet.components}, Enter to saved and redrawn: main thread`, ms: sheet.mainThreadMs, 'of it the request': '', budget: `${GRID_BUDGET_MS} ms`, ok: sheet.mainThreadMs <= GRID_BUDGET_MS ? 'yes' : 'NO' },
      { measure: '… the same, wall clock with the server', ms: sheet.wallMs, 'of it the request': '', budget: '', ok: '' },
    ]);
  } finally {
    await browser.close();
    await aula.stop();
  }
}

if (wants('office')) {
  const office = await startAula({}, await mailboxDataDir(10_000));
  try {
    const chromium = await launchChromium({ coverKept: true });
    try {
      table('A mailbox of 10,000 messages in Chromium (full reload of /admin before each run)', studentsUiTable(await benchListUi(chromium, office.baseUrl, 'messages', 'ფოსტა')));
    } finally {
      await chromium.close();
    }
    table('The mailbox through the API (median of 20)', (await benchMailboxApi(office.baseUrl)).map((row) => ({ read: row.what, 'median ms': row.medianMs })));
    const issued = await benchIssuing(office.baseUrl);
    table('Documents issued through the API, 4 at a time (PGlite)', [{
      documents: issued.documents, seconds: issued.seconds, 'per second': issued.perSecond, numbers: issued.numbers,
    }]);
    const imported = await benchImport(office.baseUrl);
    table('A bank statement imported through the API (PGlite, one transaction)', [{
      rows: imported.rows, seconds: imported.seconds, 'rows per second': imported.perSecond, imported: imported.imported,
      'again: seconds': imported.againSeconds, 'again: refused as paid before': imported.againRefused,
    }]);
  } finally {
    await office.stop();
  }
}

if (wants('approval')) {
  const approval = await benchApproval();
  table('A grade sheet approved through the API: results taken, GPAs and credits written (PGlite)', [{
    students: approval.students, runs: approval.runs, 'median ms': approval.medianMs, 'p99 ms': approval.p99Ms,
    budget: `${APPROVAL_BUDGET_MS} ms p99`, ok: approval.p99Ms <= APPROVAL_BUDGET_MS ? 'yes' : 'NO',
    'transcript PDF, median ms': approval.transcriptMedianMs, 'its budget': `${TRANSCRIPT_BUDGET_MS} ms`,
  }]);
}

if (wants('files')) {
  const files = await benchFiles();
  table(`Stored files through their record's check (PGlite, demo data, ${files.photos} student photos, a warm server)`, fileReadsTable(files.reads));
  table('The students list with a photo on every row, in Chromium (click to first row)', studentsUiTable(files.list));
}

if (wants('record')) {
  const recorded = [await benchRecordJobs('pglite'), ...(process.env.DATABASE_URL ? [await benchRecordJobs('postgres')] : [])];
  table('The academic record\'s jobs (the server in the bench\'s process; PostgreSQL too when DATABASE_URL is set)', recorded.flatMap((run) => [
    { engine: run.engine, job: `every record recomputed: ${run.students.toLocaleString('en')} students × ${run.results / run.students} approved courses, from empty results`, seconds: run.recomputeSeconds, budget: `${RECOMPUTE_BUDGET_S} s`, ok: run.recomputeSeconds <= RECOMPUTE_BUDGET_S ? 'yes' : 'NO', note: `progress seen: ${run.progress.join(' ')}` },
    { engine: run.engine, job: '… again, nothing changed', seconds: run.recomputeUnchangedSeconds, budget: `${RECOMPUTE_BUDGET_S} s`, ok: run.recomputeUnchangedSeconds <= RECOMPUTE_BUDGET_S ? 'yes' : 'NO', note: '' },
    { engine: run.engine, job: '… again, after a band\'s grade points changed', seconds: run.recomputeAgainSeconds, budget: `${RECOMPUTE_BUDGET_S} s`, ok: run.recomputeAgainSeconds <= RECOMPUTE_BUDGET_S ? 'yes' : 'NO', note: '' },
    { engine: run.engine, job: `${run.transcripts.toLocaleString('en')} transcripts issued as a zip of PDFs`, seconds: run.transcriptSeconds, budget: `${TRANSCRIPTS_JOB_BUDGET_S} s`, ok: run.transcriptSeconds <= TRANSCRIPTS_JOB_BUDGET_S ? 'yes' : 'NO', note: `zip ${run.zipMb} MB; peak memory above the start ${run.transcriptPeakMb} MB` },
  ]));
}

if (wants('timetable')) {
  const timetable = await benchTimetableSaves();
  table(`The journal's noOverlap constraints at ${timetable.courses.toLocaleString('en')} courses, ${timetable.meetings.toLocaleString('en')} meetings (PGlite; ${timetable.runs} saves each)`, [
    { save: "a course saved with a meeting moved, its room, lecturer and groups checked", 'p50 ms': timetable.savedP50Ms, 'p99 ms': timetable.savedP99Ms, budget: `${TIMETABLE_SAVE_BUDGET_MS} ms`, ok: timetable.savedP99Ms <= TIMETABLE_SAVE_BUDGET_MS ? 'yes' : 'NO' },
    { save: 'a meeting moved into a taken room and hour, refused', 'p50 ms': '', 'p99 ms': timetable.refusedP99Ms, budget: `${TIMETABLE_SAVE_BUDGET_MS} ms`, ok: timetable.refusedP99Ms <= TIMETABLE_SAVE_BUDGET_MS ? 'yes' : 'NO' },
    { save: `a student's timetable feed read again (${timetable.feedEvents} events)`, 'p50 ms': timetable.feedP50Ms, 'p99 ms': timetable.feedP99Ms, budget: `${FEED_BUDGET_MS} ms`, ok: timetable.feedP99Ms <= FEED_BUDGET_MS ? 'yes' : 'NO' },
    { save: 'the same feed written anew (a new address)', 'p50 ms': timetable.feedWrittenP50Ms, 'p99 ms': timetable.feedWrittenP99Ms, budget: `${FEED_BUDGET_MS} ms`, ok: timetable.feedWrittenP99Ms <= FEED_BUDGET_MS ? 'yes' : 'NO' },
    { save: 'the first save after the server started (cold, not timed above)', 'p50 ms': '', 'p99 ms': Math.round(timetable.firstSaveMs * 10) / 10, budget: '', ok: '' },
    { save: 'the first feed written after the server started (cold, not timed above)', 'p50 ms': '', 'p99 ms': Math.round(timetable.firstFeedMs * 10) / 10, budget: '', ok: '' },
  ]);
}

if (process.env.DATABASE_URL && wants('notifications')) {
  table('A notification from its event to the open page, across two servers on one PostgreSQL (LISTEN/NOTIFY; both servers in the bench\'s process)', notificationTable(await benchNotifications()));
}

if (process.env.DATABASE_URL && wants('registration')) {
  const burst = await benchRegistrationBurst();
  table(`The first minute of a registration window (PostgreSQL): ${burst.students.toLocaleString('en')} students, ${burst.requests.toLocaleString('en')} registrations at once`, [{
    registered: burst.registered, refused: burst.refused, seconds: burst.seconds, 'p50 ms': burst.p50Ms, 'p99 ms': burst.p99Ms,
    budget: `${REGISTRATION_BURST_BUDGET_MS} ms`, ok: burst.p99Ms <= REGISTRATION_BURST_BUDGET_MS && burst.oversold + burst.clashes + burst.unexplained === 0 ? 'yes' : 'NO',
    'seats oversold': burst.oversold, 'clashes': burst.clashes, 'refusals without a reason': burst.unexplained,
  }]);
}

if (wants('find')) {
  // Find anyone: each keystroke of a few texts typed, at a million students (PostgreSQL too when DATABASE_URL is set)
  table(`Find anyone at ${Number(process.env.BENCH_FIND_STUDENTS ?? 1_000_000).toLocaleString('en')} students: each keystroke's answer (GET /api/find?q=), one after another as typed`, findTable(await benchFind()));
}

if (wants('api')) {
  const api = await benchApi();
  table(`API at ${Number(process.env.BENCH_STUDENTS ?? 100_000).toLocaleString('en')} students (autocannon, ${process.env.BENCH_DURATION ?? 10} s a scenario; PostgreSQL when DATABASE_URL is set)`, api.map((row) => ({
    engine: row.engine, scenario: row.scenario, conn: row.connections, 'req/s': row.requestsPerSecond,
    'p50 ms': row.p50Ms, 'p99 ms': row.p99Ms, budget: row.budget ?? '', ok: row.met === undefined ? '' : row.met ? 'yes' : 'NO',
  })));
}

const log = (line: string) => console.error(line);

if (wants('students')) {
  const seeded = await startSeededAula(seededDataDir(100_000, log));
  try {
    const chromium = await launchChromium({ coverKept: true });
    try {
      log('students list in Chromium…');
      table('Students list in Chromium at 100,000 students (full reload of /admin before each run, so no SWR cache)',
        studentsUiTable(await benchStudentsUi(chromium, seeded.baseUrl)));
    } finally {
      await chromium.close();
    }
    table('XLSX export at 100,000 students (server in its own process, memory from /proc)', exportTable(await benchExport(seeded, log)));
    table('The same export as a background job, the list asked meanwhile', exportJobTable(await benchExportJob(seeded, log)));
    const dashboards = await benchDashboards(seeded.baseUrl, ['/dashboards/home', '/reports/grade-analysis', '/hr/statistics', '/reports/points-analysis']);
    table('Dashboards at 100,000 students, server answer (first: nothing remembered; then median of 20)', dashboards.map((row) => ({
      endpoint: row.endpoint, tiles: row.tiles, 'first ms': row.firstMs, 'median ms': row.medianMs,
      budget: `${DASHBOARD_BUDGET_MS} ms`, ok: row.firstMs <= DASHBOARD_BUDGET_MS ? 'yes' : 'NO',
    })));
    // last: it writes the seeded students (their mobility)
    const bulk = await benchBulkEdit(seeded, log);
    table(`Bulk edit of a programme's ${bulk.rows.toLocaleString('en')} students at 100,000, as a job (each row checked and kept in its history)`, [
      { measure: 'until the job is done (s)', value: bulk.seconds, budget: '—', ok: bulk.changed },
      { measure: 'per 10,000 rows (s)', value: bulk.per10000, budget: `${BULK_EDIT_BUDGET_S_PER_10000} s`, ok: bulk.per10000 <= BULK_EDIT_BUDGET_S_PER_10000 ? 'yes' : 'NO' },
      { measure: 'rows a second', value: bulk.perSecond, budget: `≥ ${BULK_EDIT_ROWS_PER_SECOND.toLocaleString('en')}`, ok: bulk.perSecond >= BULK_EDIT_ROWS_PER_SECOND ? 'yes' : 'NO' },
    ]);
  } finally {
    await seeded.stop();
  }
}

if (wants('import')) {
  const studentsImport = await benchStudentImport(log);
  table(`The students import of ${studentsImport.rows.toLocaleString('en')} rows from XLSX (${studentsImport.megabytes} MB; a server of its own, PGlite, demo data)`, [
    { measure: 'dry run: every row checked, nothing written (s)', value: studentsImport.dryRunS, budget: `${DRY_RUN_BUDGET_S} s`, ok: studentsImport.dryRunS <= DRY_RUN_BUDGET_S ? 'yes' : 'NO' },
    { measure: 'server memory growth during the dry run (MB)', value: studentsImport.growthMb, budget: `${DRY_RUN_BUDGET_MB} MB`, ok: studentsImport.growthMb <= DRY_RUN_BUDGET_MB ? 'yes' : 'NO' },
    { measure: 'rows the dry run refused', value: studentsImport.refused, budget: '0', ok: studentsImport.refused === 0 ? 'yes' : 'NO' },
    { measure: 'the import as a job, until done (s)', value: studentsImport.importS, budget: `${IMPORT_BUDGET_S} s`, ok: studentsImport.importS <= IMPORT_BUDGET_S ? 'yes' : 'NO' },
    { measure: 'students the list then finds', value: studentsImport.created, budget: String(studentsImport.rows), ok: studentsImport.created === studentsImport.rows ? 'yes' : 'NO' },
  ]);
}
