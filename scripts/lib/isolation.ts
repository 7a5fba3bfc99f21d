import fs from 'node:fs';
import path from 'node:path';
import { paletteRoles } from '../../themes/palette';
import type { TenantManifest } from '../../src/lib/tenant/manifest-schema';

/** Every file under a folder, recursively. */
export function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * What would betray another tenant inside a bundle: its id, display name,
 * legal name, logo markup, and the palette colours it does not share with
 * the bundle's own tenant (a shared #ffffff proves nothing).
 */
export function tenantMarkers(other: TenantManifest, own: TenantManifest, otherLogoSvg: string): string[] {
  const ownColours = new Set(
    (['light', 'dark'] as const).flatMap((mode) => paletteRoles.map((r) => own.palettes[mode][r].toLowerCase())),
  );
  const colours = (['light', 'dark'] as const)
    .flatMap((mode) => paletteRoles.map((r) => other.palettes[mode][r].toLowerCase()))
    .filter((c) => !ownColours.has(c));
  return [other.id, other.displayName, other.legalName, otherLogoSvg.trim(), ...new Set(colours)];
}

/** Files (relative) in which any marker appears, case-insensitively, with the marker found. */
export function findMarkers(dir: string, markers: string[]): string[] {
  const lowered = markers.map((m) => m.toLowerCase());
  const hits: string[] = [];
  for (const file of listFiles(dir)) {
    const text = fs.readFileSync(file, 'latin1').toLowerCase();
    for (const [i, marker] of lowered.entries()) {
      if (text.includes(marker)) hits.push(`${path.relative(dir, file)}: ${markers[i]}`);
    }
  }
  return hits;
}
