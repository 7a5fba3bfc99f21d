import { z } from 'zod';
import { request } from '@/lib/api/api-client';
import { formOptionSchema, nationalityPath } from '@/lib/api/contract/patient-booking/forms';

const schema = z.array(formOptionSchema);

/** GET a form field's dataSource (e.g. {api}/data/nationality); only app API paths are fetched. */
export const getOptions = (dataSource: string) =>
  dataSource.startsWith('/api/') || dataSource === nationalityPath
    ? request(schema, { url: dataSource })
    : Promise.resolve([]);
