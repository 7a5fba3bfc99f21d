import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pafPaths } from '../../../src/lib/api/contract/pre-authorisation/paf';
import { formatMoney } from '../../../src/lib/format/money';
import { pafCases } from '../../db/schema/domain';
import { pafSigningLinks } from '../../db/schema/paf';
import { cjkFont } from './paf-document/fonts';
import { Browser } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

// pdf.js reads the metrics of PDF's built-in fonts (Helvetica) from its own folder.
const standardFontDataUrl = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

const t = testAppForFile({ seedDomain: true });

/** Text of every page, in reading order; lines joined by spaces so a test can match phrases. */
async function pdfText(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await pdf.destroy();
  return pages;
}

async function download(tenant: string, caseId: string, lang?: string) {
  const hospital = new Browser(t.app, tenant, `10.16.0.${tenant.length}`);
  expect((await hospital.login(`hospital@${tenant}.demo`)).statusCode).toBe(200);
  const res = await hospital.request({ method: 'GET', url: pafPaths.pdf(caseId), query: lang ? { lang } : {} });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
}

describe('The PAF document', () => {
  // Seeded case 7 of each tenant: completed, with a separate policyholder, so three people signed.
  const caseId = 'PAF-AVA-SG-0007';
  // Case 6 is completed too; its patient is renamed in Chinese.
  const chineseNameCase = 'PAF-AVA-SG-0006';

  it('reads as a document an insurer can file: who, what, how much, signed by whom and when', async () => {
    const pages = await download('ava-sg', caseId);
    const text = pages.join(' ');
    const [row] = await t.handle.db.select().from(pafCases).where(eq(pafCases.caseId, caseId));
    const charges = row!.hospitalCharges!;

    expect(pages[0]).toContain('AVA Health Singapore Pte. Ltd.');
    expect(pages[0]).toContain(caseId);
    expect(pages[0]).toMatch(/Status Completed/i);
    expect(text).toContain('K40.9 Unilateral or unspecified inguinal hernia, without obstruction or gangrene');
    expect(text).toContain('53.05 Unilateral repair of inguinal hernia with graft or prosthesis');
    // The estimate's total, with the payor's currency and thousands separators.
    expect(text).toMatch(/Total SGD \d{1,3}(,\d{3})*\.\d{2}/);
    // The seeded physician's fee is taxed: the tax line is not zero.
    expect(text).toContain('Physician: Dr. Grace Lim');
    expect(text).toMatch(/GST 9% SGD [1-9][\d,]*\.\d{2}/);
    expect(text).toContain(formatMoney(charges.minCost, 'SGD'));
    expect(text).toContain(formatMoney(charges.maxCost, 'SGD'));
    expect(charges.maxCost).toBeGreaterThanOrEqual(1000);
    expect(text).toMatch(/SGD \d{1,3},\d{3}\.\d{2}/);

    // Each signer with name, role, method and the signing time on Singapore's clock.
    expect(text).toContain(row!.fullName);
    expect(text).toContain('Daniel Lee');
    expect(text).toContain(row!.doctorName!);
    expect(text).toContain('Drawn on a phone');
    expect(text).toContain('Typed name');
    const [link] = await t.handle.db
      .select()
      .from(pafSigningLinks)
      .where(and(eq(pafSigningLinks.caseId, caseId), eq(pafSigningLinks.roleType, 'specialist')));
    const signed = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Singapore',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
    }).format(link!.usedAt!);
    expect(text).toMatch(new RegExp(`Signed ${signed.replace('Sept', 'Sep')} \\d{2}:\\d{2} [AP]M GMT\\+8`));

    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    expect(text).toMatch(/Generated \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} [AP]M GMT\+8/i);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("uses the requester's language when the tenant offers it, else the tenant's default", async () => {
    const indonesian = (await download('sehat-id', 'PAF-SEHAT-ID-0007')).join(' ');
    expect(indonesian).toContain('Formulir Pra-Otorisasi');
    // Phone numbers as the portal shows them: libphonenumber's international format.
    expect(indonesian).toMatch(/Nomor Ponsel \+62 8\d{2} \d{3,4} \d{3,4}/);
    expect(indonesian).toContain('Halaman 1 dari');
    expect(indonesian).toMatch(/Status Selesai/i);
    expect(indonesian).toMatch(/Total IDR \d{1,3}(,\d{3})*\.\d{2}/);
    // Dates in the document's language, with Indonesian month names ("17 Mei 1957", "28 Agu 2026").
    expect(indonesian).toMatch(/Tanggal Lahir \d{1,2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4}/);
    expect(indonesian).not.toMatch(/\b(May|Aug|Oct|Dec) \d{4}\b/);
    // Option values in the wizard's words for the language, not the stored English.
    expect(indonesian).toContain('Jenis Perawatan Bedah');
    expect(indonesian).toContain('Dokter Penyakit Dalam: Dr. Grace Lim');
    expect(indonesian).not.toMatch(/Surgical|Physician/);

    const english = (await download('sehat-id', 'PAF-SEHAT-ID-0007', 'en')).join(' ');
    expect(english).toContain('Page 1 of');
    expect(english).toMatch(/Date of Birth \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/);
    // Malay is not offered by this tenant: its default language instead.
    expect((await download('sehat-id', 'PAF-SEHAT-ID-0007', 'ms')).join(' ')).toContain('Halaman 1 dari');
    expect((await download('lumina-my', 'PAF-LUMINA-MY-0007', 'ms')).join(' ')).toContain('Borang Pra-Kebenaran');
  });

  it("prints harbour-hk's document in Chinese, its default language, with Chinese dates and option words", async () => {
    expect(cjkFont(), 'fonts-noto-cjk is not installed (scripts/ensure-chromium.sh installs it)').not.toBeNull();
    const pages = await download('harbour-hk', 'PAF-HARBOUR-HK-0007');
    const text = pages.join(' ');
    expect(pages[0]).toContain('預先批核表格');
    expect(pages[0]).toContain(`第 1 頁，共 ${pages.length} 頁`);
    expect(pages[0]).toMatch(/狀態 已完成/);
    expect(text).toContain('A部：病人資料');
    expect(text).toMatch(/出生日期 \d{4}年\d{1,2}月\d{1,2}日/);
    expect(text).toMatch(/產生時間 \d{4}年\d{2}月\d{2}日 [上下]午\d{2}:\d{2} GMT\+8/);
    expect(text).toMatch(/總額 HKD \d{1,3}(,\d{3})*\.\d{2}/);
    expect(text).toContain('內科醫生: Dr. Grace Lim');
    expect(text).not.toMatch(/Pre-Authorisation|Page \d|Date of Birth|Physician/);

    const english = (await download('harbour-hk', 'PAF-HARBOUR-HK-0007', 'en')).join(' ');
    expect(english).toContain('Pre-Authorisation Form');
    expect(english).toContain('Page 1 of');
    expect(english).toMatch(/Date of Birth \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(english).not.toMatch(/[\u3400-\u9fff]/);
  });

  it('prints a Chinese name in an English document as written', async () => {
    await t.handle.db.update(pafCases).set({ fullName: '陳大文' }).where(eq(pafCases.caseId, chineseNameCase));
    const text = (await download('ava-sg', chineseNameCase)).join(' ');
    expect(text).toContain('Name 陳大文');
    expect(text).toContain('Pre-Authorisation Form');
    expect(text).not.toContain('???');
  });

  it('falls back to English labels and "?" for Chinese characters on a server without the CJK font', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-cjk-font-'));
    const saved = process.env.PAF_CJK_FONT_DIR;
    process.env.PAF_CJK_FONT_DIR = empty;
    try {
      const text = (await download('harbour-hk', 'PAF-HARBOUR-HK-0007')).join(' ');
      expect(text).toContain('Pre-Authorisation Form');
      expect(text).toContain('Page 1 of');
      expect(text).toMatch(/GMT\+8/);
      expect(text).not.toMatch(/[\u3400-\u9fff]/);
      await t.handle.db.update(pafCases).set({ fullName: '陳大文' }).where(eq(pafCases.caseId, chineseNameCase));
      expect((await download('ava-sg', chineseNameCase)).join(' ')).toContain('Name ???');
    } finally {
      if (saved === undefined) delete process.env.PAF_CJK_FONT_DIR;
      else process.env.PAF_CJK_FONT_DIR = saved;
      rmSync(empty, { recursive: true });
    }
  });
});
