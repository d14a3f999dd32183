// A list as an XLSX workbook: every filtered, sorted row (not one page), headers and lookup
// labels in the user's language, written by exceljs' streaming writer so memory stays flat.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Queryable } from '../db/database';
import type { Registry, ResourceDefinition } from '../registry';
import type { Locales, Translator } from '../i18n';
import type { ListQuery, ListSource } from './list-query';
import { readAll } from './paged-list';
import { lookupRows } from './lookups';

/** A column's header in the user's language: the label the screen gives the column. */
function headerOf(t: Translator, resource: ResourceDefinition, key: string): string {
  const label = resource.columnLabels[key];
  return label !== undefined && t.has(label) ? t.t(label) : key;
}

export async function exportWorkbook(
  db: Queryable, registry: Registry, locales: Locales, t: Translator,
  resource: ResourceDefinition, source: ListSource, query: ListQuery,
): Promise<PassThrough> {
  const columns = resource.columns.filter((key) => source.columns.has(key) && key !== 'id');
  const labels = new Map<string, Map<string, string>>();
  for (const key of columns) {
    const field = resource.fields.find((f) => f.key === key);
    const lookup = field?.lookup ? registry.lookups[field.lookup] : undefined;
    if (!lookup) continue;
    const rows = await lookupRows(db, locales, lookup);
    labels.set(key, new Map(rows.map((row) => [String(row.id), t.language === 'ka' ? row.name_ka : row.name_en])));
  }
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(resource.screen);
  sheet.columns = columns.map((key) => ({ header: headerOf(t, resource, key), key, width: 20 }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const batch of readAll(db, source, query)) {
        for (const row of batch) {
          const cells: Record<string, unknown> = {};
          for (const key of columns) {
            const value = row[key];
            const names = labels.get(key);
            cells[key] = Array.isArray(value)
              ? value.map((v) => names?.get(String(v)) ?? v).join(', ')
              : names && value !== null && value !== undefined ? names.get(String(value)) ?? value : value;
          }
          sheet.addRow(cells).commit();
        }
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}
