import type { Brand } from './logo';

export type Doc = PDFKit.PDFDocument;

/**
 * The document's two faces, registered per document by render.ts: Helvetica
 * and Helvetica-Bold, or the CJK faces when the text needs them (fonts.ts).
 */
export const faces = { regular: 'paf-regular', bold: 'paf-bold' } as const;

export const page = { margin: 48, width: 595.28, height: 841.89, footer: 36 } as const;
export const contentWidth = page.width - 2 * page.margin;

/** Whether a block of this height fits above the footer. */
export const fits = (doc: Doc, height: number) => doc.y + height <= page.height - page.margin - page.footer;

export function newPage(doc: Doc): void {
  doc.addPage();
  doc.y = page.margin;
}

/** Starts a new page when the next block would run into the footer. */
export function ensureRoom(doc: Doc, height: number): void {
  if (!fits(doc, height)) newPage(doc);
}

export function sectionTitle(doc: Doc, title: string, brand: Brand): void {
  ensureRoom(doc, 60);
  const y = doc.y;
  doc
    .fillColor(brand.colors.primary)
    .font(faces.bold)
    .fontSize(11.5)
    .text(title, page.margin, y, { width: contentWidth });
  const lineY = doc.y + 3;
  doc
    .moveTo(page.margin, lineY)
    .lineTo(page.width - page.margin, lineY)
    .lineWidth(0.8)
    .strokeColor(brand.colors.primary)
    .stroke();
  doc.y = lineY + 7;
}

/** What Helvetica can print: WinAnsi, i.e. Latin-1 plus the Windows-1252 punctuation. */
const winAnsi = '\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const unprintable = new RegExp(`[^${winAnsi}]`, 'gu');
const hasUnprintable = new RegExp(`[^${winAnsi}]`, 'u');

/** Every string in a value (an image's bytes are not text). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) return Object.values(value).flatMap(strings);
  return [];
}

/** Whether Helvetica can print every string in the value. */
export const helveticaCanPrint = (value: unknown) => !strings(value).some((text) => hasUnprintable.test(text));

/**
 * Every string of the document with characters the built-in fonts lack as "?":
 * pdfkit would otherwise print them as unrelated Latin letters, a wrong name
 * that looks right. Used when the server has no CJK font to set such text in
 * (docs/decisions/0030-the-paf-document.md).
 */
export function printable<T>(value: T): T {
  if (typeof value === 'string') return value.replace(unprintable, '?') as T;
  if (Array.isArray(value)) return value.map(printable) as T;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, printable(v)])) as T;
  }
  return value;
}
