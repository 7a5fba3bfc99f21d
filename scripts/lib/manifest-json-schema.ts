import { z } from 'zod';
import { manifestSchema } from '../../src/lib/tenant/manifest-schema';

/** File name of the generated schema, beside the tenant folders (manifests point at `../manifest.schema.json`). */
export const manifestSchemaFileName = 'manifest.schema.json';

/** What every manifest's `$schema` says, so editors find the schema. */
export const manifestSchemaReference = `../${manifestSchemaFileName}`;

/**
 * The JSON Schema editors use to autocomplete manifests, derived from the zod
 * schema so the two cannot drift. `io: 'input'` because authors write the input
 * side (fields with defaults are optional). Refinements (time zone, currency,
 * locale cross-checks) have no JSON Schema form; `unrepresentable: 'any'` keeps
 * generation from throwing on them, and the validator still enforces them.
 * Draft-07 because it is the draft every common editor understands.
 */
export function generateManifestJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(manifestSchema, { io: 'input', unrepresentable: 'any', target: 'draft-07' });
  const { $schema, ...rest } = generated;
  return {
    $schema,
    title: 'Tenant manifest',
    description:
      'Generated from src/lib/tenant/manifest-schema.ts by `npm run tenants:schema`; edit the zod schema, not this file.',
    ...rest,
  };
}

/** The exact file contents `npm run tenants:schema` writes. */
export function manifestJsonSchemaText(): string {
  return `${JSON.stringify(generateManifestJsonSchema(), null, 2)}\n`;
}
