import { existsSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio, isHexColour } from '../../themes/contrast';
import { contrastPairs, minimumContrast } from '../../themes/palette';
import { manifestSchemaReference } from './manifest-json-schema';
import { displayPath, type Problem } from './problem';
import { reservedTenantIds } from './reserved-ids';

/**
 * Checks the zod schema cannot express because they look outside one field:
 * at files beside the manifest, at the folder name, at pairs of colours.
 * They read the raw JSON, so they still report when an unrelated field failed
 * the schema; a field of the wrong type is left to the schema's own line.
 */
export interface TenantFolder {
  /** Absolute path of the tenant's folder. */
  dir: string;
  /** Manifest path as problem lines show it. */
  file: string;
  cwd: string;
}

const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );

export function idProblems(folder: TenantFolder, manifest: unknown): Problem[] {
  const id = at(manifest, 'id');
  if (typeof id !== 'string') return [];
  if (reservedTenantIds.has(id)) {
    return [
      {
        file: folder.file,
        where: 'id',
        expected: 'an id that is not a top-level route of the portal',
        got: `"${id}", which the portal already uses as /${id}`,
      },
    ];
  }
  return [];
}

export function fileProblems(folder: TenantFolder, manifest: unknown): Problem[] {
  return (['logo', 'favicon'] as const).flatMap((field): Problem[] => {
    const name = at(manifest, field);
    // A name that is not a plain file name is the schema's problem; do not probe paths outside the folder.
    if (typeof name !== 'string' || !/^[\w.-]+$/.test(name)) return [];
    const absolute = path.join(folder.dir, name);
    return existsSync(absolute)
      ? []
      : [
          {
            file: folder.file,
            where: field,
            expected: `a file at ${displayPath(absolute, folder.cwd)}`,
            got: 'no such file',
          },
        ];
  });
}

/** Two decimals as people quote them (4.48), but never rounded up to a passing-looking 4.50. */
function formatRatio(ratio: number): string {
  const shown = ratio.toFixed(2);
  return Number(shown) >= minimumContrast && ratio < minimumContrast
    ? (Math.floor(ratio * 1000) / 1000).toFixed(3)
    : shown;
}

export function contrastProblems(folder: TenantFolder, manifest: unknown): Problem[] {
  return (['light', 'dark'] as const).flatMap((mode) =>
    contrastPairs.flatMap(([fg, bg]): Problem[] => {
      const fore = at(manifest, 'palettes', mode, fg);
      const back = at(manifest, 'palettes', mode, bg);
      if (typeof fore !== 'string' || typeof back !== 'string' || !isHexColour(fore) || !isHexColour(back)) return [];
      const ratio = contrastRatio(fore, back);
      if (ratio >= minimumContrast) return [];
      return [
        {
          file: folder.file,
          where: `palettes.${mode}.${fg} on palettes.${mode}.${bg}`,
          expected: `contrast of at least ${minimumContrast}:1 (WCAG AA) in ${mode} mode`,
          got: `${formatRatio(ratio)}:1 (${fore} on ${back})`,
        },
      ];
    }),
  );
}

export function ruleProblems(folder: TenantFolder, manifest: unknown): Problem[] {
  const problems: Problem[] = [];
  const reference = at(manifest, '$schema');
  if (typeof reference === 'string' && reference !== manifestSchemaReference) {
    problems.push({
      file: folder.file,
      where: '$schema',
      expected: `"${manifestSchemaReference}" so editors find the schema`,
      got: `"${reference}"`,
    });
  }
  if (at(manifest, 'features', 'reschedule') === true && at(manifest, 'isDefault') !== true) {
    problems.push({
      file: folder.file,
      where: 'features.reschedule',
      expected: 'false (Reschedule is offered by the default client only)',
      got: 'true on a tenant that is not the default',
    });
  }
  return problems;
}
