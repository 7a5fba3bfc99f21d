import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorFallback } from './error-fallback';

/** What a page shows instead of a white screen when it crashes or its data fails its schema. */
const meta = {
  title: 'Components/ErrorFallback',
  component: ErrorFallback,
} satisfies Meta<typeof ErrorFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inside an error boundary: Try again re-renders the page and refetches its failed queries. */
export const WithTryAgain: Story = { args: { onRetry: fn() } };

/** Without a way to retry, Go back is the way on. */
export const GoBackOnly: Story = {};
