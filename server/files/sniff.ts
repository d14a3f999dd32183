// What an upload is, judged by its first bytes, never by its name or the client's content type.

export interface Sniffed {
  extension: string;
  /** a table is a text of rows (CSV), which only a table field takes; a workbook is also a document */
  kind: 'image' | 'document' | 'table';
}

function startsWith(buffer: Buffer, bytes: readonly number[], at = 0): boolean {
  return bytes.every((byte, i) => buffer[at + i] === byte);
}

export function sniff(buffer: Buffer): Sniffed | undefined {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return { extension: 'jpg', kind: 'image' };
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', kind: 'image' };
  if (startsWith(buffer, [0x47, 0x49, 0x46, 0x38])) return { extension: 'gif', kind: 'image' };
  if (startsWith(buffer, [0x52, 0x49, 0x46, 0x46]) && startsWith(buffer, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { extension: 'webp', kind: 'image' };
  }
  if (startsWith(buffer, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { extension: 'pdf', kind: 'document' };
  if (startsWith(buffer, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { extension: 'doc', kind: 'document' };
  if (startsWith(buffer, [0x50, 0x4b, 0x03, 0x04])) {
    // an Office Open XML or OpenDocument file is a zip whose entries name its kind
    const head = buffer.subarray(0, 4096).toString('latin1');
    if (head.includes('word/')) return { extension: 'docx', kind: 'document' };
    if (head.includes('xl/')) return { extension: 'xlsx', kind: 'document' };
    if (head.includes('ppt/')) return { extension: 'pptx', kind: 'document' };
    if (head.includes('application/vnd.oasis.opendocument.text')) return { extension: 'odt', kind: 'document' };
    return undefined;
  }
  return isText(buffer) ? { extension: 'csv', kind: 'table' } : undefined;
}

/** UTF-8 text without control bytes other than tabs and line ends: the rows of a CSV file. */
function isText(buffer: Buffer): boolean {
  if (buffer.length === 0 || buffer.includes(0)) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return !/[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(text);
  } catch {
    return false;
  }
}

/** A document field also takes a scan (an image); an image field takes images only; a table field a workbook or a CSV text. */
export function accepts(accept: 'image' | 'document' | 'table' | undefined, sniffed: Sniffed): boolean {
  if (accept === 'image') return sniffed.kind === 'image';
  if (accept === 'table') return sniffed.kind === 'table' || sniffed.extension === 'xlsx';
  return sniffed.kind !== 'table';
}
