import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FormField, FormOption } from '@/lib/api/contract/patient-booking/forms';
import { useFormEngineServices } from './form-engine-services';
import { useTemplateText } from './use-template-text';

/** A field's choices: inline options (worded in the UI language), or loaded once from its dataSource URL. */
export function useFieldOptions(field: FormField): FormOption[] {
  const services = useFormEngineServices();
  const source = field.props.dataSource;
  const remote = useQuery({
    queryKey: ['form-engine', 'options', typeof source === 'string' ? source : ''],
    queryFn: () => services.loadOptions(source as string),
    enabled: typeof source === 'string',
    staleTime: Infinity,
  });
  const text = useTemplateText();
  const inline = useMemo(() => (Array.isArray(source) ? source.map(text.option) : null), [source, text]);
  return inline ?? remote.data ?? [];
}
