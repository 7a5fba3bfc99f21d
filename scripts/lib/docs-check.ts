/**
 * Checks that keep the docs true to the tree: every repository path a doc names in backticks exists, and every
 * relative link resolves (to a file, and to a heading when it names one). Pure over the text and a list of the
 * tree's files, so a test can feed it a stale path on purpose.
 */

/** A text without its fenced code blocks: commands and samples there are examples, not references. */
function withoutFences(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '');
}

const codeExtension = /\.(ts|tsx|mjs|cjs|js|json|md|sh|sql|svg|conf|css|html|yml|yaml)$/;
const sourceFile = /^[\w][\w.-]*\.(ts|tsx|mjs|cjs|js|sh|sql)$/;

/**
 * The backticked tokens of a text that name a repository path: anchored at a top-level entry of the tree
 * (`server/app.ts`, `package.json`), a partial path ending in a file extension (`features/auth/api/sign-in.ts`),
 * or a bare source file name (`login-guard.ts`). Placeholders (`<id>`, `{caseId}`, `*`), URLs and absolute paths
 * are not paths of this tree.
 */
export function backtickedPaths(text: string, topLevel: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const m of withoutFences(text).matchAll(/`([^`\n]+)`/g)) {
    const token = (m[1] ?? '')
      .trim()
      .replace(/:\d[\d-]*$/, '')
      .replace(/#.*$/, '')
      .replace(/[),.;]+$/, '')
      .replace(/\/$/, '');
    if (!token || /\s|[<>{}*$?=[\]|()'"…]/.test(token) || /^(https?:|\/|@|~)/.test(token)) continue;
    const first = token.split('/')[0] ?? '';
    const anchored = topLevel.has(first) && (token.includes('/') || codeExtension.test(token));
    const partial = token.includes('/') && codeExtension.test(token);
    if (anchored || partial || sourceFile.test(token)) found.push(token);
  }
  return found;
}

/** Whether a path a doc names is in the tree: exactly, as a folder, or (unanchored) as the end of a tracked path. */
export function pathExists(token: string, files: readonly string[], topLevel: ReadonlySet<string>): boolean {
  if (topLevel.has(token.split('/')[0] ?? '')) {
    return files.some((f) => f === token || f.startsWith(`${token}/`));
  }
  return files.some((f) => f === token || f.endsWith(`/${token}`));
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  for (const m of withoutFences(markdown).matchAll(/^#{1,6} (.+)$/gm)) slugs.add(headingSlug(m[1] ?? ''));
  return slugs;
}

/** The relative link targets of a markdown text (`[text](target)`), without web and mail links or code spans. */
export function relativeLinks(markdown: string): string[] {
  const links: string[] = [];
  for (const m of withoutFences(markdown)
    .replace(/`[^`\n]*`/g, '')
    .matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = m[1] ?? '';
    if (!/^(https?:|mailto:)/.test(target)) links.push(target);
  }
  return links;
}

export function joinPath(dir: string, target: string): string {
  const parts = dir ? dir.split('/') : [];
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

/**
 * The docs a source file points at: `docs/decisions/0011-bundle-budgets.md`, `docs/product/account.md#profile-pages`,
 * and the further anchors of a list (`docs/product/auth.md#login-page, #login-flow`).
 */
export function docLinksInCode(text: string): { file: string; anchors: string[] }[] {
  return [...text.matchAll(/docs\/[\w./-]+\.md(?:#[\w-]+(?:,\s*#[\w-]+)*)?/g)].map((m) => {
    const [file = '', ...anchors] = m[0].split(/,\s*|#/).filter(Boolean);
    return { file, anchors };
  });
}
