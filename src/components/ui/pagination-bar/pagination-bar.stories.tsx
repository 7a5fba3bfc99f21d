import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PaginationBar, type PaginationBarProps } from './pagination-bar';

type DemoProps = Pick<PaginationBarProps, 'totalItems' | 'maxSpread' | 'pageSizeOptions'> & { initialPage: number };

function Demo({ initialPage, ...rest }: DemoProps) {
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState(rest.pageSizeOptions[0] ?? 25);
  return (
    <PaginationBar
      {...rest}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
    />
  );
}

const meta = {
  title: 'UI/PaginationBar',
  component: Demo,
  args: { totalItems: 1234, maxSpread: 5, pageSizeOptions: [25, 50, 100], initialPage: 1 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const MiddlePage: Story = { args: { initialPage: 25, maxSpread: 3 } };
