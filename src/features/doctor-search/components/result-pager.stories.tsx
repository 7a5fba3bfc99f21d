import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ResultPager } from './result-pager';

function Demo({ count, initial }: { count: number; initial: number }) {
  const [page, setPage] = useState(initial);
  return <ResultPager page={page} count={count} onChange={setPage} label="Result pages" />;
}

const meta = {
  title: 'Doctor search/ResultPager',
  component: Demo,
  args: { count: 3, initial: 0 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FewPages: Story = {};
/** At most 7 page links, centred on the current one. */
export const ManyPages: Story = { args: { count: 12, initial: 6 } };
