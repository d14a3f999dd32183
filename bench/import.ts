// The students import at 100,000 rows: a workbook written with exceljs' streaming writer (valid students, their
// school, programme and status by their Georgian labels), sent to a server of its own (PGlite, demo data) as a dry
// run — the time until its answer and how far the server's resident memory rises — and then imported as a job,
// timed until the job says it is done.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { apiToken, startSeededAula } from './export';

export const IMPORT_ROWS = 100_000;
/** the budgets: the dry run and the import of 100,000 rows on PGlite, and the memory the dry run may take */
export const DRY_RUN_BUDGET_S = 30;
export const IMPORT_BUDGET_S = 90;
export const DRY_RUN_BUDGET_MB = 200;

export interface ImportBench { rows: number; megabytes: number; dryRunS: number; growthMb: number; refused: number; importS: number; created: number }

async function writeWorkbook(file: string, rows: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet('სტუდენტები');
  sheet.addRow(['სახელი', 'გვარი', 'პირადი ნომერი', 'სქესი', 'დაბადების თარიღი', 'მოქალაქეობა', 'ტელეფონი', 'ელ. ფოსტა', 'სტატუსი', 'სკოლა', 'პროგრამა']).commit();
  for (let i = 0; i < rows; i += 1) {
    const row = sheet.addRow([
      `სახელი${i}`, `გვარი${i}`, String(98_000_000_000 + i), i % 2 === 0 ? 'მდედრობითი' : 'მამრობითი',
      new Date(Date.UTC(1995 + (i % 10), i % 12, 1 + (i % 28))), 'საქართველო', `5${String(i % 100).padStart(2, '0')}-12-345`,
      `student${i}@import.example.ge`, 'აქტიური', 'სამართლის სკოლა', 'სამართალი',
    ]);
    row.getCell(5).numFmt = 'dd.mm.yyyy';
    row.commit();
  }
  await workbook.commit();
}

function rssKb(pid: number): number {
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

export async function benchStudentImport(log: (line: string) => void, rows = IMPORT_ROWS): Promise<ImportBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-bench-import-'));
  const file = path.join(dataDir, 'students.xlsx');
  log(`writing ${rows} students to a workbook…`);
  await writeWorkbook(file, rows);
  const aula = await startSeededAula(path.join(dataDir, 'data'));
  try {
    const token = await apiToken(aula.baseUrl);
    const send = async (query: string): Promise<Response> => {
      const form = new FormData();
      form.append('key', 'personal_id');
      form.append('file', new Blob([fs.readFileSync(file)]), 'students.xlsx');
      return fetch(`${aula.baseUrl}/api/students/import${query}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'accept-language': 'ka', cookie: 'XSRF-TOKEN=b', 'x-xsrf-token': 'b' } });
    };
    log('dry run…');
    const before = rssKb(aula.pid);
    let peak = before;
    const sampler = setInterval(() => { peak = Math.max(peak, rssKb(aula.pid)); }, 50);
    const dryStart = performance.now();
    const dry = (await (await send("?dry_run=1")).json()) as { create: number; refused: unknown[] };
    const dryRunS = (performance.now() - dryStart) / 1000;
    clearInterval(sampler);
    log('import…');
    const importStart = performance.now();
    const { job } = (await (await send('')).json()) as { job: { id: string } };
    for (;;) {
      const state = ((await (await fetch(`${aula.baseUrl}/api/jobs/${job.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { state: string; message: string } }).data;
      if (state.state === 'completed' || state.state === 'failed') break;
      await new Promise((wait) => setTimeout(wait, 250));
    }
    const importS = (performance.now() - importStart) / 1000;
    const listed = (await (await fetch(`${aula.baseUrl}/api/students?per_page=1&search=98`, { headers: { authorization: `Bearer ${token}` } })).json()) as { students: { total: number } };
    return {
      rows, megabytes: Math.round(fs.statSync(file).size / 1024 / 102.4) / 10, dryRunS: Math.round(dryRunS * 10) / 10, growthMb: Math.round((peak - before) / 1024),
      refused: dry.refused.length, importS: Math.round(importS * 10) / 10, created: listed.students.total,
    };
  } finally {
    await aula.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
