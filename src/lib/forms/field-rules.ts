import type { z } from 'zod';

/**
 * A schema whose rules are a model's pure, unit-tested function (field → message key),
 * so a form keeps those rules as the one source while validating through the resolver.
 */
export function withFieldRules<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  rules: (values: z.output<z.ZodObject<Shape>>) => Partial<Record<string, string>>,
) {
  return schema.superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(rules(values))) {
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}
