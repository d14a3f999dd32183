// A zip bomb dressed as a workbook: a small XLSX whose one sheet's XML unpacks to hundreds of megabytes of identical
// rows (deflate keeps about a kilobyte of them in a byte). Made with archiver, the zip writer the server uses.
import { Readable } from 'node:stream';
import archiver from 'archiver';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The sheet's XML, `megabytes` of it, as a stream made as it is read. */
function sheetXml(megabytes: number): Readable {
  // pushed 16 KB at a time, within deflate's 32 KB window, so each piece repeats the one before it
  const row = '<row r="1"><c r="A1" t="inlineStr"><is><t>bomb</t></is></c></row>'.repeat(256);
  const rows = Math.ceil((megabytes * 1024 * 1024) / row.length);
  let sent = 0;
  return new Readable({
    read() {
      if (sent === 0) this.push(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`);
      if (sent === rows) {
        this.push('</sheetData></worksheet>');
        this.push(null);
        return;
      }
      sent += 1;
      this.push(row);
    },
  });
}

/** An XLSX file of a workbook whose first sheet unpacks to `megabytes` of XML. */
export async function spreadsheetBomb(megabytes: number): Promise<Buffer> {
  const zip = archiver('zip', { zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    zip.on('end', resolve);
    zip.on('error', reject);
  });
  zip.append(`<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`, { name: '[Content_Types].xml' });
  zip.append(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`, { name: '_rels/.rels' });
  zip.append(`<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`, { name: 'xl/workbook.xml' });
  zip.append(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`, { name: 'xl/_rels/workbook.xml.rels' });
  zip.append(sheetXml(megabytes), { name: 'xl/worksheets/sheet1.xml' });
  await zip.finalize();
  await done;
  return Buffer.concat(chunks);
}
