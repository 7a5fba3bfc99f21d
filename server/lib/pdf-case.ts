import PDFDocument from 'pdfkit';
import type { PafCase } from './paf-access';

/** Text lines of the case document; kept apart from pdfkit so a test can read them. */
export function pafDocumentLines(row: PafCase, payorName: string): Array<[label: string, value: string]> {
  const charges = row.hospitalCharges;
  return [
    ['Case ID', row.caseId],
    ['Payor', payorName],
    ['Patient', row.fullName],
    ['Gender', row.gender],
    ['Age', String(row.age)],
    ['Identification No.', row.identificationDocNum],
    ['Admission Date', row.admissionDate ?? '-'],
    ['Admitting Hospital', row.admittingHospital ?? '-'],
    ['Length of Stay (days)', row.lengthOfStay === null ? '-' : String(row.lengthOfStay)],
    ['Primary Diagnosis', row.primaryDiagnosis ?? '-'],
    ['Treatment Type', row.treatmentType ?? '-'],
    ['Ward Type', row.wardType === 'Others' ? (row.wardTypeOthers ?? 'Others') : (row.wardType ?? '-')],
    ['Doctor', row.doctorName ?? '-'],
    ['Procedure Codes', row.procedureCodes.join(', ') || '-'],
    ['Hospital Charges', charges ? `${charges.minCost.toFixed(2)} - ${charges.maxCost.toFixed(2)}` : '-'],
  ];
}

/**
 * A real PDF of the case. Text is written uncompressed so the case id can be
 * found in the bytes by a download test (and by a human with `strings`).
 */
export function renderPafPdf(row: PafCase, payorName: string, generatedAt: Date): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, compress: false, info: { Title: `Pre-Authorisation Form ${row.caseId}`, Subject: row.caseId } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text('Pre-Authorisation Form', { align: 'left' });
    doc.moveDown(0.5).fontSize(10).fillColor('#444444').text(`Generated ${generatedAt.toISOString()}`);
    doc.moveDown().fillColor('#000000').fontSize(11);
    for (const [label, value] of pafDocumentLines(row, payorName)) {
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    }
    doc.moveDown().fontSize(10).text('Signed digitally by the patient or guardian, the policyholder where applicable, and the specialist.');
    doc.end();
  });
}
