// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { MultiSelect } from './multi-select';

// A list whose data for new filters never arrives: it suspends, as a refetching page may.
const never = new Promise<never>(() => {});
function List({ status }: { status: readonly string[] }) {
  if (status.length !== 2) use(never);
  return <p>list</p>;
}

function Page() {
  const [status, setStatus] = useState<string[]>(['Scheduled', 'Attended']);
  return (
    <>
      <MultiSelect label="Status" options={['Scheduled', 'Attended']} value={status} onChange={setStatus} />
      <Suspense fallback={<p>loading</p>}>
        <List status={status} />
      </Suspense>
    </>
  );
}

describe('MultiSelect', () => {
  it("shows a tick at once and hands it to the page as a transition: the page's list stays on screen", async () => {
    renderUi(<Page />);
    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    const dialog = await screen.findByRole('dialog');
    await act(() => {
      fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Attended' }));
      return Promise.resolve();
    });
    const box: HTMLInputElement = within(dialog).getByRole('checkbox', { name: 'Attended' });
    expect(box.checked).toBe(false);
    expect(screen.getByText('list')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });
});
