import { useQuery } from '@tanstack/react-query';
import type { FormField, FormOption } from '@/lib/api/contract/forms';
import { useFormEngineServices } from './form-engine-services';

/** A field's choices: inline options, or loaded once from its dataSource URL. */
export function useFieldOptions(field: FormField): FormOption[] {
  const services = useFormEngineServices();
  const source = field.props.dataSource;
  const remote = useQuery({
    queryKey: ['form-engine', 'options', typeof source === 'string' ? source : ''],
    queryFn: () => services.loadOptions(source as string),
    enabled: typeof source === 'string',
    staleTime: Infinity,
  });
  if (Array.isArray(source)) return source;
  return remote.data ?? [];
}
