import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code cites a decision record (docs/decisions/) or a product rule (docs/product/*.md#anchor) for its reasons, never
 * an issue number: a newcomer can open the first two in the repository and cannot look the third up
 * (docs/style.md, rule 10).
 */
const roots = ['src', 'server', 'scripts', 'tests', 'themes'];
const issueNumber = /\bissue\s+#?\d+/i;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'baselines', '__snapshots__'].includes(entry.name) ? [] : sourceFiles(full);
    }
    return /\.(ts|tsx|js|mjs|cjs|sh|css)$/.test(entry.name) ? [full] : [];
  });
}

function issueCitations(text: string): number[] {
  return text.split('\n').flatMap((line, i) => (issueNumber.test(line) ? [i + 1] : []));
}

describe('reasons in code are links, not issue numbers', () => {
  it('finds no "issue N" in src, server, scripts, tests or themes', () => {
    const found = roots
      .flatMap(sourceFiles)
      .flatMap((file) => issueCitations(fs.readFileSync(file, 'utf8')).map((line) => `${file}:${line}`));
    expect(found).toEqual([]);
  });

  it('tells a citation from a word that merely contains "issue"', () => {
    const cited = ['// the login budget (', 'Issue', ' 8: budgets)'].join('');
    const hashed = ['/* gaps of ', 'issue', ' #4 */'].join('');
    expect(issueCitations(`${cited}\nconst t = useIssueText();\n// an issue with the clock\n${hashed}`)).toEqual([
      1, 4,
    ]);
  });
});
