import { describe, expect, it } from 'vitest';
import {
  indexRow,
  parseLog,
  recordFile,
  renderIndex,
  renderRecord,
  slugify,
  summarise,
  toRecord,
} from './decision-log';

const log = [
  '# Decisions',
  '',
  'Intro that is no decision.',
  '',
  '## Platform',
  '- **Money**: two decimals (`src/lib/format/money.ts`).',
  '- **Language choice** is remembered per tenant.',
  '',
  "## Fast to the touch: the PAF wizard's Next",
  '- **Why**: every field re-rendered.',
  '- **What changed**: errors render after the press paints.',
  '- **Figures**: 96 → 48 ms.',
  '',
  '## Quality gates',
  '',
  '### Lighthouse (`npm run bench:lighthouse`)',
  '- **Measured**: 99 on login.',
  '```text',
  '## not a heading inside a fence',
  '```',
].join('\n');

describe('decision records', () => {
  it('splits the log at its sections, and again at sub-sections, skipping empty parents and fenced text', () => {
    const entries = parseLog(log);
    expect(entries.map((e) => [e.section, e.heading])).toEqual([
      ['Platform', undefined],
      ["Fast to the touch: the PAF wizard's Next", undefined],
      ['Quality gates', 'Lighthouse (`npm run bench:lighthouse`)'],
    ]);
    expect(entries[2]?.body).toContain('## not a heading inside a fence');
  });

  it('files each under Context, Decision and Consequences, with where it came from', () => {
    const [platform, wizard] = parseLog(log).map((e, i) => toRecord(e, i + 1));
    expect(platform?.decision).toContain('**Money**');
    expect(platform?.consequences).toBe('Where it lives: `src/lib/format/money.ts`.');
    expect(wizard?.context).toMatch(/^Recorded during issue \d+ \("Fast to the touch"\)/);
    expect(wizard?.context).toContain('**Why**');
    expect(wizard?.decision).toContain('**What changed**');
    expect(wizard?.title).toBe("Fast to the touch: the PAF wizard's Next");
  });

  it('names files by number and the title without round names, parentheses or a dangling little word', () => {
    expect(slugify("Fast to the touch: the PAF wizard's Next")).toBe('the-paf-wizards-next');
    expect(slugify('Lighthouse (`npm run bench:lighthouse`)')).toBe('lighthouse');
    expect(slugify('Gates that give the same answer on any machine of this kind')).toBe(
      'gates-that-give-the-same-answer',
    );
    expect(recordFile({ number: 7, slug: 'pre-authorisation' })).toBe('0007-pre-authorisation.md');
  });

  it('indexes a record from its own file, status and supersession included', () => {
    const record = {
      ...toRecord(parseLog(log)[0]!, 1),
      status: 'superseded' as const,
      supersededBy: '0064-lockout.md',
    };
    const text = renderRecord(record);
    expect(text).toContain('- Status: superseded\n- Superseded-by: [0064](0064-lockout.md)');
    const row = indexRow(recordFile(record), text);
    expect(row).toMatchObject({ number: '0001', title: 'Platform', status: 'superseded by 0064' });
    expect(row.summary).toBe('Money; language choice');
    expect(renderIndex([row])).toContain(
      '| 0001 | [Platform](0001-platform.md) | superseded by 0064 | Money; language choice |',
    );
  });

  it('sums up a one-paragraph decision by its first sentence, cut near 160 characters', () => {
    expect(summarise('Slots are rows. A booking is a conditional update.')).toBe('Slots are rows.');
    expect(summarise(`${'word '.repeat(60)}.`).length).toBeLessThanOrEqual(160);
  });
});
