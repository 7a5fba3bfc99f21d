import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { useTenant } from '@/lib/tenant/tenant-context';
import { FormEngine } from './form-engine';
import { FormEngineServicesProvider, type FormEngineServices } from './form-engine-services';
import type { FormValues } from '@/lib/api/contract/form-rules/dependencies';
import { makeField } from '@/testing/field-factory';
import { sampleFormDefinition } from '@/testing/sample-form';
import { validateForm, type FormIssues } from '@/lib/api/contract/form-rules/validate';
import { initialFormValues } from './model/values';

const services: FormEngineServices = {
  searchDiagnosis: (text) =>
    Promise.resolve(
      text.toLowerCase().startsWith('zz')
        ? []
        : [
            {
              icd10Code: 'J00-J99',
              icd10Description: 'Diseases of the respiratory system',
              children: [
                { icd10Code: 'J45', icd10Description: 'Asthma', children: [] },
                { icd10Code: 'J98', icd10Description: 'Other respiratory disorders', children: [] },
              ],
            },
          ],
    ),
  searchProcedure: () =>
    Promise.resolve([
      { levelOneDescription: 'Digestive system', children: [{ levelTwoDescription: 'Appendix', children: [] }] },
    ]),
  loadProcedureChildren: () =>
    Promise.resolve([{ procedureCode: '47.01', procedureCodeDescription: 'Laparoscopic appendectomy' }]),
  loadOptions: () => Promise.resolve([]),
};

function Playground({
  definition = sampleFormDefinition(),
  validateNow = false,
}: {
  definition?: ReturnType<typeof sampleFormDefinition>;
  validateNow?: boolean;
}) {
  const { manifest } = useTenant();
  const [values, setValues] = useState<FormValues>(() => initialFormValues(definition));
  const check = () =>
    validateForm(definition, values, {
      today: new Date().toISOString().slice(0, 10),
      phoneRegion: manifest.phoneRegion,
    });
  const [issues, setIssues] = useState<FormIssues>(() => (validateNow ? check() : {}));
  return (
    <QueryClientProvider client={new QueryClient()}>
      <FormEngineServicesProvider services={services}>
        <FormEngine definition={definition} values={values} onChange={setValues} issues={issues} />
        <p>
          <Button onPress={() => setIssues(check())}>Validate</Button>
        </p>
      </FormEngineServicesProvider>
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Form engine/Form engine',
  component: Playground,
} satisfies Meta<typeof Playground>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every field type; pick "Others" or a stay over 7 days to reveal dependent fields. */
export const AllFieldTypes: Story = {};

/** The same form after pressing Submit empty: '{label} cannot be empty' everywhere, the checkbox too. */
export const RequiredErrors: Story = { args: { validateNow: true } };

/** A definition whose fields depend on each other in a loop shows an error instead of a form. */
export const CyclicDependency: Story = {
  args: {
    definition: {
      formType: 'CYCLE',
      version: 1,
      sections: [
        {
          id: 's',
          title: 'Broken',
          fields: [
            makeField('a', 'textfield', { dependencies: [{ inputName: 'b', rule: 'equal', value: 'x' }] }),
            makeField('b', 'textfield', { dependencies: [{ inputName: 'a', rule: 'equal', value: 'x' }] }),
          ],
        },
      ],
    },
  },
};
