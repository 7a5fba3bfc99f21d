import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { PafDocument } from './content';
import { helveticaCanPrint } from './layout';

/** A font as fontkit opened it: pdfkit takes one in place of bytes (anything with `layout`). */
export interface OpenedFont {
  layout: (...args: never[]) => unknown;
}

/** One face of an OpenType collection, as pdfkit's registerFont takes it. */
export interface Face {
  bytes: Buffer;
  postscriptName: string;
  /**
   * The face opened once, shared by every document: given bytes, pdfkit would open the 20 MB collection for each
   * document, parsing the face's tables and its glyph substitution and positioning tables again each time.
   */
  opened?: OpenedFont;
}

// The fontkit pdfkit itself depends on (not a dependency of ours): the same parser, asked once per face.
const fontkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'))('fontkit') as {
  create: (bytes: Uint8Array, postscriptName?: string) => OpenedFont;
};

/** Noto Sans CJK's Hong Kong faces, set in place of Helvetica and Helvetica-Bold. */
export interface CjkFont {
  regular: Face;
  bold: Face;
}

/** Where Debian's fonts-noto-cjk installs its collections (docs/deploy.md). */
export const debianCjkFontDir = '/usr/share/fonts/opentype/noto';

const faces = {
  regular: ['NotoSansCJK-Regular.ttc', 'NotoSansCJKhk-Regular'],
  bold: ['NotoSansCJK-Bold.ttc', 'NotoSansCJKhk-Bold'],
} as const;

// Per folder, so a test can point PAF_CJK_FONT_DIR at an empty one. Read-only once read.
const found = new Map<string, CjkFont | null>();

function load(dir: string): CjkFont | null {
  try {
    const face = ([file, postscriptName]: readonly [string, string]): Face => {
      const bytes = readFileSync(join(dir, file));
      return { bytes, postscriptName, opened: fontkit.create(bytes, postscriptName) };
    };
    const font = { regular: face(faces.regular), bold: face(faces.bold) };
    // A collection without the Hong Kong faces would fail every download; better to know now and fall back.
    const probe = new PDFDocument({ autoFirstPage: false });
    for (const { opened } of [font.regular, font.bold]) {
      probe.font(opened as unknown as Buffer).widthOfString('預先批核');
    }
    probe.end();
    return font;
  } catch {
    return null;
  }
}

/**
 * The CJK faces when the server has them (about 40 MB, read on the first
 * document that needs them and kept), else null: the document then keeps
 * pdfkit's built-in Helvetica, English labels for zh-HK and "?" for what
 * Helvetica cannot print.
 */
export function cjkFont(dir = process.env.PAF_CJK_FONT_DIR || debianCjkFontDir): CjkFont | null {
  if (!found.has(dir)) found.set(dir, load(dir));
  return found.get(dir) ?? null;
}

/**
 * The CJK faces for a document whose text Helvetica cannot print (any zh-HK
 * document, or a Chinese name in another language), when the server has them;
 * null keeps Helvetica, which is smaller and is what Latin text was always set in.
 */
export function fontFor(document: PafDocument, cjk: CjkFont | null): CjkFont | null {
  return cjk && !helveticaCanPrint([document, document.page(1, 1)]) ? cjk : null;
}
