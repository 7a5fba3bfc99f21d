import PDFDocument from 'pdfkit';
import type { PafDocument, Section, SignerBlock } from './content';
import { drawCostTable } from './render-table';
import { cjkFont, fontFor, type CjkFont, type Face } from './fonts';
import { contentWidth, ensureRoom, faces, helveticaCanPrint, page, printable, sectionTitle, type Doc } from './layout';
import { drawLogo, logoWidth, type Brand } from './logo';

function header(doc: Doc, content: PafDocument, brand: Brand): void {
  const band = 92;
  doc.rect(0, 0, page.width, band).fill(brand.colors.primary);
  // The logo is drawn in brand colours, so it sits on a white card rather than on the band itself.
  const card = { x: page.margin, y: 20, height: 52 };
  const logoHeight = card.height - 18;
  const width = logoWidth(brand, logoHeight);
  doc.roundedRect(card.x, card.y, width + 24, card.height, 6).fill('#ffffff');
  drawLogo(doc, brand, card.x + 12, card.y + 9, logoHeight);
  const textX = card.x + width + 44;
  const textWidth = page.width - page.margin - textX;
  doc
    .fillColor(brand.colors.onPrimary)
    .font(faces.bold)
    .fontSize(15)
    .text(content.legalName, textX, 26, { width: textWidth });
  doc
    .font(faces.regular)
    .fontSize(11)
    .text(content.title, textX, doc.y + 3, { width: textWidth });

  // The case strip: what a reader files the document under.
  const stripY = band + 14;
  doc.rect(page.margin, stripY, contentWidth, 44).fill(brand.colors.tint);
  const cell = (x: number, [label, value]: [string, string], width: number) => {
    doc
      .fillColor(brand.colors.muted)
      .font(faces.regular)
      .fontSize(7.5)
      .text(label.toUpperCase(), x, stripY + 9, { width, characterSpacing: 0.4 });
    // One line: a longer value (the CJK faces set Latin and digits wider than Helvetica) is set smaller.
    const natural = doc.font(faces.bold).fontSize(10.5).widthOfString(value);
    doc
      .fillColor(brand.colors.text)
      .fontSize(natural > width ? Math.max(7.5, (10.5 * width) / natural) : 10.5)
      .text(value, x, stripY + 22, { width, lineBreak: false });
  };
  const third = (contentWidth - 24) / 3;
  cell(page.margin + 12, content.caseId, third + 20);
  cell(page.margin + 12 + third + 20, content.status, third - 30);
  cell(page.margin + 12 + 2 * third - 10, content.generated, third + 10);
  doc.y = stripY + 44 + 18;
}

const labelWidth = 150;

function section(doc: Doc, { title, rows }: Section, brand: Brand): void {
  sectionTitle(doc, title, brand);
  const valueX = page.margin + labelWidth;
  const valueWidth = contentWidth - labelWidth;
  for (const [label, value] of rows) {
    doc.font(faces.regular).fontSize(9.5);
    const height = Math.max(
      doc.heightOfString(label, { width: labelWidth - 10 }),
      doc.heightOfString(value, { width: valueWidth }),
    );
    ensureRoom(doc, height + 4);
    const y = doc.y;
    doc.fillColor(brand.colors.muted).text(label, page.margin, y, { width: labelWidth - 10 });
    doc.fillColor(brand.colors.text).text(value, valueX, y, { width: valueWidth });
    doc.y = y + height + 4;
  }
  doc.y += 10;
}

function signer(doc: Doc, entry: SignerBlock, brand: Brand): void {
  const height = 74;
  ensureRoom(doc, height + 8);
  const y = doc.y;
  doc.roundedRect(page.margin, y, contentWidth, height, 4).lineWidth(0.6).strokeColor(brand.colors.line).stroke();
  const x = page.margin + 12;
  doc
    .fillColor(brand.colors.text)
    .font(faces.bold)
    .fontSize(10.5)
    .text(entry.name, x, y + 10, { width: 260 });
  doc
    .fillColor(brand.colors.muted)
    .font(faces.regular)
    .fontSize(9)
    .text(entry.role, x, doc.y + 2, { width: 260 });
  doc.text(entry.method, x, doc.y + 2, { width: 270 });
  doc.text(entry.signedAt, x, doc.y + 2, { width: 270 });
  // The signature sits on a baseline, as on paper.
  const box = { x: page.margin + contentWidth - 200, y: y + 8, width: 188, height: height - 22 };
  doc
    .moveTo(box.x, box.y + box.height)
    .lineTo(box.x + box.width, box.y + box.height)
    .lineWidth(0.6)
    .strokeColor(brand.colors.line)
    .stroke();
  if (entry.image) {
    try {
      doc.image(entry.image, box.x, box.y, { fit: [box.width, box.height - 4], align: 'center', valign: 'bottom' });
    } catch {
      // A stored image pdfkit cannot read leaves the line empty rather than failing the whole document.
    }
  } else if (entry.typedName) {
    // Italic, as a typed signature looks; the CJK faces have no italic, so a Chinese name stands upright.
    doc
      .fillColor(brand.colors.text)
      .font(helveticaCanPrint(entry.typedName) ? 'Helvetica-Oblique' : faces.regular)
      .fontSize(17)
      .text(entry.typedName, box.x, box.y + box.height - 26, { width: box.width, align: 'center' });
  }
  doc.y = y + height + 8;
}

/** Footers go on last, when the page count is known. */
function footers(doc: Doc, content: PafDocument, brand: Brand): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Text below the bottom margin would otherwise make pdfkit open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = page.height - page.margin + 8;
    doc
      .moveTo(page.margin, y - 6)
      .lineTo(page.width - page.margin, y - 6)
      .lineWidth(0.5)
      .strokeColor(brand.colors.line)
      .stroke();
    doc.fillColor(brand.colors.muted).font(faces.regular).fontSize(8);
    doc.text(`${content.legalName} · ${content.caseId[1]}`, page.margin, y, {
      width: contentWidth / 2,
      lineBreak: false,
    });
    doc.text(content.page(i + 1, range.count), page.width / 2, y, {
      width: contentWidth / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/** The opened face when there is one (fonts.ts); @types/pdfkit knows only bytes and paths, pdfkit takes both. */
const sourceOf = (face: Face) => (face.opened ?? face.bytes) as unknown as Buffer;

/** Helvetica, or the CJK faces in its place (fonts.ts). */
function registerFaces(doc: Doc, cjk: CjkFont | null): void {
  if (cjk) {
    doc.registerFont(faces.regular, sourceOf(cjk.regular), cjk.regular.postscriptName);
    doc.registerFont(faces.bold, sourceOf(cjk.bold), cjk.bold.postscriptName);
  } else {
    doc.registerFont(faces.regular, 'Helvetica');
    doc.registerFont(faces.bold, 'Helvetica-Bold');
  }
}

/**
 * Lays the document out on A4, in Helvetica or, when its text needs them and
 * the server has them, the CJK faces. Text is written uncompressed so the
 * case id can be found in the bytes (and by a human with `strings`); a CJK
 * document writes glyph numbers instead of letters, so it is compressed
 * (its embedded font subsets are most of its size), and its case id stays
 * readable in the document's title and subject.
 */
export function renderPafDocument(document: PafDocument, brand: Brand, fonts = cjkFont()): Promise<Buffer> {
  const cjk = fontFor(document, fonts);
  const content: PafDocument = cjk
    ? document
    : { ...printable(document), page: (n, of) => printable(document.page(n, of)) };
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: page.margin,
      compress: cjk !== null,
      bufferPages: true,
      info: { Title: `${content.title} ${content.caseId[1]}`, Subject: content.caseId[1], Author: content.legalName },
    });
    registerFaces(doc, cjk);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    header(doc, content, brand);
    for (const part of content.sections) section(doc, part, brand);
    if (content.costs) drawCostTable(doc, content.costs, brand);
    if (content.charges) section(doc, content.charges, brand);
    sectionTitle(doc, content.signatures.title, brand);
    for (const entry of content.signatures.signers) signer(doc, entry, brand);
    doc.font(faces.regular).fontSize(8.5);
    ensureRoom(doc, 4 + doc.heightOfString(content.attestation, { width: contentWidth }));
    doc.fillColor(brand.colors.muted).text(content.attestation, page.margin, doc.y + 4, { width: contentWidth });
    footers(doc, content, brand);
    doc.end();
  });
}
