// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import enUi from '../../../locales/en/ui.json';
import { styledTheme } from '../../../themes/styled-theme';
// For its jsdom CSS.escape polyfill, which react-aria needs.
import '@/testing/render-ui';
import { FormTextField } from './form-field';
import { useZodForm } from './use-zod-form';

const schema = z.object({ name: z.string().trim().min(1, 'errors.nameEmpty') });
type Values = z.input<typeof schema>;

function NameForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useZodForm<Values>(schema, { defaultValues: { name: '' } });
  const submit = form.handleSubmit(onValid);
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormTextField form={form} name="name" ns="demo" label="Name" />
      <button type="button" onClick={() => form.setError('name', { type: 'server', message: 'Taken, sorry' })}>
        Server says no
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(onValid: (values: Values) => void = () => undefined) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['demo', 'ui'],
    resources: { en: { demo: { errors: { nameEmpty: 'Please enter a name' } }, ui: enUi } },
    react: { useSuspense: false },
    initAsync: false,
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>
        <NameForm onValid={onValid} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('useZodForm + FormTextField', () => {
  it('shows the translated schema message on submit, keeps the typing, and clears it on edit', async () => {
    const user = userEvent.setup();
    const sent: Values[] = [];
    renderForm((values) => sent.push(values));
    const name = screen.getByLabelText('Name');
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a name')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect((name as HTMLInputElement).value).toBe('   ');
    expect(document.activeElement).not.toBe(name);
    await user.type(name, 'Ann');
    expect(screen.queryByText('Please enter a name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([{ name: 'Ann' }]);
  });

  it("shows a 'server' error in the server's own words", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Server says no' }));
    expect(await screen.findByText('Taken, sorry')).toBeTruthy();
  });
});
