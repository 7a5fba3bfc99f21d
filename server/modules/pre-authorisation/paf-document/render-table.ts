import type { CostTable } from './cost-table';
import type { Brand } from './logo';
import { contentWidth, ensureRoom, faces, fits, newPage, page, sectionTitle, type Doc } from './layout';

const moneyColumn = 82;
const widths = [contentWidth - 4 * moneyColumn, moneyColumn, moneyColumn, moneyColumn, moneyColumn];
const padding = 5;
const fontSize = 8.5;

function rowHeight(doc: Doc, cells: readonly string[], bold = false): number {
  doc.font(bold ? faces.bold : faces.regular).fontSize(bold ? fontSize - 0.5 : fontSize);
  return (
    Math.max(...cells.map((text, i) => doc.heightOfString(text || ' ', { width: (widths[i] ?? 0) - 2 * padding }))) +
    2 * padding
  );
}

function row(doc: Doc, cells: readonly string[], options: { bold?: boolean; fill?: string; color: string }): void {
  const height = rowHeight(doc, cells, options.bold);
  const y = doc.y;
  if (options.fill) doc.rect(page.margin, y, contentWidth, height).fill(options.fill);
  let x = page.margin;
  cells.forEach((text, i) => {
    const width = widths[i] ?? 0;
    // Amounts line up on the right, as on an invoice.
    doc
      .fillColor(options.color)
      .text(text, x + padding, y + padding, { width: width - 2 * padding, align: i === 0 ? 'left' : 'right' });
    x += width;
  });
  doc.y = y + height;
}

/** Totals carry the currency, so their amount may spill into the (empty) tax column; the label sits to its left. */
function totalRow(doc: Doc, label: string, value: string, options: { bold: boolean; color: string }): void {
  doc.font(options.bold ? faces.bold : faces.regular).fontSize(options.bold ? 10 : fontSize);
  const valueWidth = 1.7 * moneyColumn - padding;
  const labelWidth = contentWidth - valueWidth - 3 * padding;
  const height = doc.heightOfString(value, { width: valueWidth }) + 2 * padding;
  ensureRoom(doc, height);
  const y = doc.y;
  doc.fillColor(options.color).text(label, page.margin, y + padding, { width: labelWidth, align: 'right' });
  doc.text(value, page.margin + contentWidth - valueWidth - padding, y + padding, {
    width: valueWidth,
    align: 'right',
  });
  doc.y = y + height;
}

function rule(doc: Doc, color: string, weight = 0.5): void {
  doc
    .moveTo(page.margin, doc.y)
    .lineTo(page.margin + contentWidth, doc.y)
    .lineWidth(weight)
    .strokeColor(color)
    .stroke();
}

/** The estimate as a table: one line per fee, then subtotal, tax and total under the amount column. */
export function drawCostTable(doc: Doc, table: CostTable, brand: Brand): void {
  const header = () => row(doc, table.columns, { bold: true, fill: brand.colors.tint, color: brand.colors.text });
  // The title, note and heading never end a page without the table's first lines under them.
  ensureRoom(doc, 70 + rowHeight(doc, table.columns, true) + rowHeight(doc, table.rows[0] ?? []));
  sectionTitle(doc, table.title, brand);
  doc
    .fillColor(brand.colors.muted)
    .font(faces.regular)
    .fontSize(8.5)
    .text(table.note, page.margin, doc.y, { width: contentWidth });
  doc.y += 6;
  header();
  for (const cells of table.rows) {
    const height = rowHeight(doc, cells);
    if (!fits(doc, height)) {
      newPage(doc);
      header();
    }
    row(doc, cells, { color: brand.colors.text });
    rule(doc, brand.colors.line, 0.3);
  }
  table.totals.forEach(([label, value], i) => {
    const last = i === table.totals.length - 1;
    if (last) rule(doc, brand.colors.primary, 1);
    totalRow(doc, label, value, { bold: last, color: last ? brand.colors.primary : brand.colors.text });
  });
  doc.y += 14;
}
