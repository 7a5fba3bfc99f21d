import type { Brand } from './logo';

export type Doc = PDFKit.PDFDocument;

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
  doc.fillColor(brand.colors.primary).font('Helvetica-Bold').fontSize(11.5).text(title, page.margin, y, { width: contentWidth });
  const lineY = doc.y + 3;
  doc.moveTo(page.margin, lineY).lineTo(page.width - page.margin, lineY).lineWidth(0.8).strokeColor(brand.colors.primary).stroke();
  doc.y = lineY + 7;
}

