// A PDF Aula draws (a document, a payment's receipt): pdfkit with DejaVu Sans, which has the Georgian letters, as the
// fonts `text` and `bold`, and its bytes collected once it is ended.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const fonts = createRequire(import.meta.url);
const TEXT = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** A new PDF to draw on, and the bytes it holds once `finished` has ended it. */
export function startPdf(options: PDFKit.PDFDocumentOptions): { pdf: PDFKit.PDFDocument; finished: () => Promise<Buffer> } {
  const pdf = new PDFDocument(options);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => pdf.on('end', () => resolve()));
  pdf.registerFont('text', TEXT);
  pdf.registerFont('bold', BOLD);
  return {
    pdf,
    finished: async () => {
      pdf.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
