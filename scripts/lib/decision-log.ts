/**
 * The decision records of docs/decisions/: one file per decision (Context, Decision, Consequences, Status), and
 * the index beside them. `parseLog` reads the old single-file log (or entries appended to its pointer file),
 * `renderRecord` writes one record, and `renderIndex` lists the records from what their files say, so a status
 * changed by hand in a record shows in the index on the next run.
 */

export interface LogEntry {
  /** The heading of the log section the entry sat in (## level). */
  section: string;
  /** The entry's own heading (### level), when the section had several. */
  heading?: string;
  /** The entry's text without its heading. */
  body: string;
}

export interface DecisionRecord {
  number: number;
  title: string;
  slug: string;
  status: 'accepted' | 'superseded';
  supersededBy?: string;
  context: string;
  decision: string;
  consequences: string;
}

/** Everything under a `## ` heading, split again at `### ` headings; text before the first `## ` is skipped. */
export function parseLog(text: string): LogEntry[] {
  const entries: LogEntry[] = [];
  let section: string | undefined;
  let current: LogEntry | undefined;
  let inFence = false;
  const flush = () => {
    if (current && current.body.trim()) entries.push({ ...current, body: current.body.trim() });
    current = undefined;
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    if (!inFence && line.startsWith('## ')) {
      flush();
      section = line.slice(3).trim();
      current = { section, body: '' };
    } else if (!inFence && line.startsWith('### ') && section) {
      flush();
      current = { section, heading: line.slice(4).trim(), body: '' };
    } else if (current) {
      current.body += `${line}\n`;
    }
  }
  flush();
  return entries;
}

/** The rounds whose sections are named after their theme rather than their issue. */
const rounds: [RegExp, number, string][] = [
  [/^Security round three/i, 27, 'Security round three'],
  [/^Fast to the touch/i, 28, 'Fast to the touch'],
  [/^Every click works/i, 29, 'Every click works'],
  [/^A codebase to carry/i, 30, 'A codebase to carry'],
];

const issueParen = /\s*\((?:[^()]*\bissue\b[^()]*|i\d+-s\d+)\)/gi;

/** Where an entry came from, for its Context: the issue named in its heading, else its section's. */
export function origin(entry: LogEntry): string {
  for (const heading of [entry.heading, entry.section]) {
    if (!heading) continue;
    const named = /\bissue\s+(#?\d+[^)]*|"[^"]+")/i.exec(heading);
    if (named?.[1]) return `issue ${named[1].replace(/^#/, '').replace(/,?\s*`[^`]*`/g, '')}`.trim();
    const round = rounds.find(([re]) => re.test(heading));
    if (round) return `issue ${round[1]} ("${round[2]}")`;
  }
  return 'the first builds of the portal';
}

/** The entry's title: its own heading (else the section's) without issue numbers and round names. */
export function entryTitle(entry: LogEntry): string {
  const raw = entry.heading ?? entry.section;
  const title = raw
    .replace(issueParen, '')
    .replace(/^Issue\s+\d+:\s*/i, '')
    .replace(/\s*\(\d+[a-z]\)$/i, '')
    .trim();
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** A file name's words: the title without parentheses, round names and apostrophes, whole words to about 44 characters. */
export function slugify(title: string): string {
  const words = title
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/^(Security round three|Fast to the touch|Every click works|A codebase to carry):\s*/i, '')
    .replace(/['’`]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''))
    .filter(Boolean);
  const kept: string[] = [];
  for (const word of words) {
    if (kept.length > 0 && [...kept, word].join('-').length > 44) break;
    kept.push(word);
  }
  while (kept.length > 1 && stopWords.has(kept[kept.length - 1] ?? '')) kept.pop();
  return kept.join('-');
}

const stopWords = new Set(['a', 'an', 'and', 'any', 'at', 'for', 'in', 'not', 'of', 'on', 'per', 'the', 'to', 'with']);

/** Splits a body into blocks: a top-level bullet with its indented lines, a paragraph, a table, a code fence. */
export function blocks(body: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let inFence = false;
  const flush = () => {
    if (current.length) out.push(current.join('\n'));
    current = [];
  };
  for (const line of body.split('\n')) {
    if (inFence) {
      current.push(line);
      if (line.startsWith('```')) {
        inFence = false;
        flush();
      }
      continue;
    }
    if (line.startsWith('```')) {
      flush();
      current.push(line);
      inFence = true;
    } else if (line.trim() === '') flush();
    else if (/^[-*] /.test(line)) {
      flush();
      current.push(line);
    } else current.push(line);
  }
  flush();
  return out;
}

const contextLead = /^- \*\*(why|where the time goes|the problem|problem|before|what was wrong|symptom|found)\b/i;
const consequenceLead =
  /^- \*\*(trade-off|finding|result|measured|what moved it|left|not tried|not done|cost|provisional|consequence|after|limits?)\b/i;

/** Repository paths a record names in backticks, for its Consequences ("where it lives"). */
export function namedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/`((?:src|server|scripts|tests|themes|tenants|locales|deploy)\/[^`\s<>{}*]+)`/g)) {
    found.add((m[1] ?? '').replace(/[:#].*$/, '').replace(/[),.;]+$/, ''));
  }
  return [...found];
}

/** One entry of the old log as a record; its status starts as accepted (supersession is judged by hand). */
export function toRecord(entry: LogEntry, number: number): DecisionRecord {
  const title = entryTitle(entry);
  const context: string[] = [];
  const decision: string[] = [];
  const consequences: string[] = [];
  for (const block of blocks(entry.body)) {
    if (contextLead.test(block)) context.push(block);
    else if (consequenceLead.test(block)) consequences.push(block);
    else decision.push(block);
  }
  const where = entry.heading ? `"${entry.section}" › "${entry.heading}"` : `"${entry.section}"`;
  const intro = `Recorded during ${origin(entry)}; first written in docs/decisions.md under ${where}.`;
  const paths = namedPaths(entry.body);
  if (paths.length) consequences.push(`Where it lives: ${paths.map((p) => `\`${p}\``).join(', ')}.`);
  if (consequences.length === 0) consequences.push('None recorded beyond the decision itself.');
  return {
    number,
    title,
    slug: slugify(title),
    status: 'accepted',
    context: [intro, ...context].join('\n\n'),
    decision: decision.join('\n\n'),
    consequences: consequences.join('\n\n'),
  };
}

export const pad = (n: number) => String(n).padStart(4, '0');
export const recordFile = (r: Pick<DecisionRecord, 'number' | 'slug'>) => `${pad(r.number)}-${r.slug}.md`;

export function renderRecord(r: DecisionRecord): string {
  const status = [`- Status: ${r.status}`];
  if (r.supersededBy) status.push(`- Superseded-by: [${r.supersededBy.slice(0, 4)}](${r.supersededBy})`);
  return [
    `# ${pad(r.number)}. ${r.title}`,
    '',
    ...status,
    '',
    '## Context',
    '',
    r.context,
    '',
    '## Decision',
    '',
    r.decision,
    '',
    '## Consequences',
    '',
    r.consequences,
    '',
  ].join('\n');
}

export interface IndexRow {
  file: string;
  number: string;
  title: string;
  status: string;
  summary: string;
}

/** Reads the index's row from a record file: number and title from its heading, status, first sentence of Decision. */
export function indexRow(file: string, text: string): IndexRow {
  const heading = /^# (\d{4})\. (.+)$/m.exec(text);
  const status = /^- Status: (.+)$/m.exec(text)?.[1] ?? 'accepted';
  const supersededBy = /^- Superseded-by: \[(\d{4})\]/m.exec(text)?.[1];
  const amendedBy = [...(/^- Amended-by: (.+)$/m.exec(text)?.[1]?.matchAll(/\[(\d{4})\]/g) ?? [])].map((m) => m[1]);
  const decision = /## Decision\n\n([\s\S]*?)\n## /.exec(text)?.[1] ?? '';
  return {
    file,
    number: heading?.[1] ?? file.slice(0, 4),
    title: heading?.[2] ?? file,
    status: supersededBy
      ? `${status} by ${supersededBy}`
      : amendedBy.length
        ? `${status}, amended by ${amendedBy.join(', ')}`
        : status,
    summary: summarise(decision),
  };
}

/**
 * The index's one line: the bold leads of a decision's bullets when it has several ("Tenant resolution order;
 * two build modes, …"), else its first sentence; without markdown emphasis or links, cut to about 160 characters.
 */
export function summarise(text: string): string {
  const leads = [...text.matchAll(/^- \*\*(.+?)\*\*/gm)].map((m) => (m[1] ?? '').replace(/[.:]$/, ''));
  if (leads.length > 1) return cut(leads.map((l, i) => (i ? lowerFirst(l) : l)).join('; '));
  const plain = text
    .replace(/^[-*] /gm, '')
    .replace(/\*\*/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\|/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
  return cut(/^(.+?\.)(\s|$)/.exec(plain)?.[1] ?? plain);
}

/** "Tables become cards" → "tables become cards", but "Add Appointment", "PostgreSQL" and "A …" stay. */
function lowerFirst(lead: string): string {
  const [first, second] = lead.split(' ');
  const plainWord = /^[A-Z][a-z]+$/.test(first ?? '') && (second === undefined || /^[a-z(]/.test(second));
  return plainWord ? lead.charAt(0).toLowerCase() + lead.slice(1) : lead;
}

function cut(line: string): string {
  const flat = line.replace(/\|/g, '/');
  if (flat.length <= 160) return flat;
  const head = flat.slice(0, 157);
  return `${head.slice(0, head.lastIndexOf(' '))} …`;
}

export function renderIndex(rows: IndexRow[]): string {
  return [
    '# Decisions',
    '',
    'One file per decision the specification left open or where we chose among options, numbered in the order',
    'they were taken. Each has its Context, the Decision, its Consequences and a Status: `accepted`, or',
    '`superseded` with the record that replaced it. Where a later record changes only part of an earlier one, the',
    'earlier one stays accepted and names it under `Amended-by`.',
    '',
    'A new decision: append a `## Title` section to [`docs/decisions.md`](../decisions.md) and run',
    '`npx tsx scripts/split-decisions.ts`, which turns it into the next numbered file here and rewrites this index',
    '(or write the file by hand and run the script for the index). To supersede one, set `- Status: superseded` and',
    '`- Superseded-by: [NNNN](NNNN-title.md)` in the old record (`- Amended-by:` for a part).',
    '',
    '| No. | Decision | Status | In one line |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.number} | [${r.title.replace(/\|/g, '/')}](${r.file}) | ${r.status} | ${r.summary} |`),
    '',
  ].join('\n');
}

/** What docs/decisions.md says once its entries have moved: new entries appended below it become records. */
export const pointerText = [
  '# Decisions',
  '',
  'Decisions now live in [docs/decisions/](decisions/README.md), one file per decision, with an index.',
  '',
  'A decision taken on a branch may still be appended at the end of this page as a `## Title` section, below the',
  '`decisions:new` marker; whoever lands the branch runs `npx tsx scripts/split-decisions.ts`, which moves it into the',
  'next numbered file, updates the index and leaves this page as it is now.',
  '',
  '<!-- decisions:new -->',
  '',
].join('\n');
