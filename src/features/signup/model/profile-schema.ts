import { z } from 'zod';
import type { RegistrationValues } from '@/lib/api/contract/signup';

/**
 * Step 2's form: server-defined fields whose every rule the server applies
 * (POST validate reports them per field), so the client checks nothing itself.
 */
export const profileFormSchema: z.ZodType<RegistrationValues, RegistrationValues> = z.object({
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  gender: z.string().optional(),
  dateofbirth: z.string().optional(),
  mobilenumber: z.string().optional(),
});
