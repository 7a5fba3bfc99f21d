import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  backtickedPaths,
  docLinksInCode,
  headingSlug,
  headingSlugs,
  joinPath,
  pathExists,
  relativeLinks,
} from './lib/docs-check';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && fs.existsSync(f));
const topLevel = new Set(files.map((f) => f.split('/')[0] ?? ''));
const docs = files.filter((f) => f.startsWith('docs/') && f.endsWith('.md'));
const read = (f: string) => fs.readFileSync(f, 'utf8');

describe('the docs name only paths the tree has', () => {
  it('finds every backticked repository path of docs/ in the tree', () => {
    const missing = docs.flatMap((doc) =>
      [...new Set(backtickedPaths(read(doc), topLevel))]
        .filter((p) => !pathExists(p, files, topLevel))
        .map((p) => `${doc}: \`${p}\``),
    );
    // A path that moved is written as it is now; one that is gone is named without backticks, "(removed)".
    expect(missing).toEqual([]);
  });

  it('tells a stale path from a live one, anchored, partial or bare', () => {
    const text = [
      'The server (`server/app.ts`, `server/routes/spa.ts`), the form (`features/auth/api/sign-in.ts`),',
      '`login-validation.ts` and `gone-away.ts`; not paths: `<id>/logo.svg`, `/api/v1`, `npm test`, `10.0.0.0/8`.',
      '```sh',
      'cat server/nothing-here.ts',
      '```',
    ].join('\n');
    const named = backtickedPaths(text, topLevel);
    expect(named).toEqual([
      'server/app.ts',
      'server/routes/spa.ts',
      'features/auth/api/sign-in.ts',
      'login-validation.ts',
      'gone-away.ts',
    ]);
    expect(named.filter((p) => !pathExists(p, files, topLevel))).toEqual(['server/routes/spa.ts', 'gone-away.ts']);
  });
});

describe('code points only at docs that exist', () => {
  it('finds every decision record and product rule a source file names, with its heading', () => {
    // This file's own examples name records that do not exist on purpose.
    const code = files.filter(
      (f) =>
        /^(src|scripts|tests|themes|server)\//.test(f) &&
        /\.(ts|tsx|js|mjs|sh|sql)$/.test(f) &&
        f !== 'scripts/docs-paths.test.ts',
    );
    const broken = code.flatMap((source) =>
      docLinksInCode(read(source)).flatMap(({ file, anchors }) => {
        if (!fs.existsSync(file)) return [`${source}: ${file}`];
        const slugs = headingSlugs(read(file));
        return anchors.filter((a) => !slugs.has(a)).map((a) => `${source}: ${file}#${a}`);
      }),
    );
    expect(broken).toEqual([]);
  });

  it('reads a list of anchors after one file', () => {
    expect(docLinksInCode('// (docs/product/auth.md#login-page, #login-flow) and docs/decisions/0011-x.md.')).toEqual([
      { file: 'docs/product/auth.md', anchors: ['login-page', 'login-flow'] },
      { file: 'docs/decisions/0011-x.md', anchors: [] },
    ]);
  });
});

describe('README and docs links', () => {
  it('keeps README to 120 lines', () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(120);
  });

  it('resolves every relative link of README and docs/ to a file, and to a heading it names', () => {
    const broken: string[] = [];
    for (const doc of ['README.md', ...docs]) {
      for (const link of relativeLinks(read(doc))) {
        const [target, anchor] = link.split('#');
        const file = target ? joinPath(path.posix.dirname(doc) === '.' ? '' : path.posix.dirname(doc), target) : doc;
        if (!fs.existsSync(file)) broken.push(`${doc}: ${link}`);
        else if (anchor && file.endsWith('.md') && !headingSlugs(read(file)).has(anchor)) {
          broken.push(`${doc}: ${link}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('slugs headings as GitHub does', () => {
    expect(headingSlug('Who signs, and when (§4.1)')).toBe('who-signs-and-when-41');
    expect(relativeLinks('[a](docs/style.md) [b](https://x.org) [c](../x.md#top) [d](mailto:a@b)')).toEqual([
      'docs/style.md',
      '../x.md#top',
    ]);
  });
});
