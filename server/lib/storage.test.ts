import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../testing/test-app-for-file';
import { checkFiles, getFile, listFiles, putFiles, type FileOwner } from './storage';

const t = testAppForFile();

const pdf = Buffer.from('%PDF-1.4\n%test\n');
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('storage', () => {
  it('checks sizes and real types, and words nothing itself', () => {
    expect(checkFiles([{ filename: 'a.pdf', data: pdf }], { maxTotalBytes: pdf.length - 1 })).toEqual({
      ok: false,
      problem: 'too-large',
    });
    expect(checkFiles([{ filename: 'a.pdf', data: pdf }], { maxFileBytes: pdf.length - 1 })).toEqual({
      ok: false,
      problem: 'too-large',
    });
    expect(checkFiles([{ filename: 'a.png', data: Buffer.from('<svg/>') }])).toEqual({
      ok: false,
      problem: 'wrong-type',
    });
    const checked = checkFiles([{ filename: '../../x.pdf', data: png }]);
    expect(checked.ok && checked.files[0]).toMatchObject({ name: '_x.png', type: 'image/png' });
  });

  it('numbers an owner’s files after the ones it has, lists them and reads them back; owners stay apart', async () => {
    const owner: FileOwner = { tenantId: 'ava-sg', kind: 'test', id: 'owner-1' };
    const other: FileOwner = { ...owner, tenantId: 'lumina-my' };
    const now = new Date();
    const first = checkFiles([{ filename: 'report.pdf', data: pdf }]);
    const second = checkFiles([
      { filename: 'scan.png', data: png },
      { filename: 'report.pdf', data: pdf },
    ]);
    if (!first.ok || !second.ok) throw new Error('fixtures must pass the checks');
    await putFiles(t.handle.db, owner, first.files, now);
    await putFiles(t.handle.db, owner, second.files, now);
    expect((await listFiles(t.handle.db, owner)).map((f) => f.name).sort()).toEqual([
      '1-report.pdf',
      '2-scan.png',
      '3-report.pdf',
    ]);
    const read = await getFile(t.handle.db, owner, '2-scan.png');
    expect(read?.type).toBe('image/png');
    expect(read?.data.equals(png)).toBe(true);
    expect(await getFile(t.handle.db, other, '2-scan.png')).toBeNull();
    expect(await getFile(t.handle.db, owner, '../2-scan.png')).toBeNull();
  });
});
