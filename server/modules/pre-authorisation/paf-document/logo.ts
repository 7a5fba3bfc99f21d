import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import SVGtoPDF from 'svg-to-pdfkit';
import type { TenantManifest } from '../../../../src/lib/tenant/manifest-schema';
import { tenantsDir } from '../../../tenants';

/** The tenant's look, as the PDF needs it: light-palette colours and the logo's SVG text. */
export interface Brand {
  displayName: string;
  logoSvg: string | null;
  colors: { primary: string; onPrimary: string; tint: string; text: string; muted: string; line: string };
}

const logos = new Map<string, string | null>();

/** Tenant files are fixed at start-up (server/tenants.ts), so each logo is read once. */
function logoOf(tenant: TenantManifest, dir: string): string | null {
  const key = `${dir}:${tenant.id}`;
  if (!logos.has(key)) {
    let svg: string | null = null;
    try {
      // pdfkit's fonts have no 700: a numeric bold weight is named so the SVG text stays bold.
      svg = readFileSync(join(dir, tenant.id, tenant.logo), 'utf8').replace(
        /font-weight="[6-9]00"/g,
        'font-weight="bold"',
      );
    } catch {
      svg = null;
    }
    logos.set(key, svg);
  }
  return logos.get(key) ?? null;
}

export function brandOf(tenant: TenantManifest, dir = tenantsDir): Brand {
  const p = tenant.palettes.light;
  return {
    displayName: tenant.displayName,
    logoSvg: logoOf(tenant, dir),
    colors: {
      primary: p.primary,
      onPrimary: p.onPrimary,
      tint: p.surfaceAlt,
      text: p.text,
      muted: p.textMuted,
      line: p.border,
    },
  };
}

/** Width of the logo drawn `height` points tall, from its viewBox (or the display name's width without one). */
export function logoWidth(brand: Brand, height: number): number {
  const box = brand.logoSvg
    ? /viewBox="\s*[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(brand.logoSvg)
    : null;
  const [w, h] = box ? [Number(box[1]), Number(box[2])] : [brand.displayName.length * 9, 20];
  return h > 0 ? Math.min((w / h) * height, 220) : height;
}

/** Draws the SVG logo; a logo svg-to-pdfkit cannot draw falls back to the display name. */
export function drawLogo(doc: PDFKit.PDFDocument, brand: Brand, x: number, y: number, height: number): void {
  const width = logoWidth(brand, height);
  if (brand.logoSvg) {
    try {
      const fontCallback = (_family: string, bold: boolean) => (bold ? 'Helvetica-Bold' : 'Helvetica');
      SVGtoPDF(doc, brand.logoSvg, x, y, { width, height, preserveAspectRatio: 'xMinYMid meet', fontCallback });
      return;
    } catch {
      // fall through to the name
    }
  }
  doc
    .fillColor(brand.colors.primary)
    .font('Helvetica-Bold')
    .fontSize(height * 0.6)
    .text(brand.displayName, x, y + height * 0.2, { width, lineBreak: false });
}
