import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '@/lib/api/api-error';
import { QueryErrorAlert } from './query-error-alert';

/**
 * A failed load: the page's own message first, then the cause when the user
 * can act on it, and Try again only where trying again can help.
 */
const meta = {
  title: 'Components/QueryErrorAlert',
  component: QueryErrorAlert,
  args: { message: 'Failed to load the worklist.', onRetry: fn() },
} satisfies Meta<typeof QueryErrorAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No answer within 30 s. */
export const TooSlow: Story = { args: { error: new ApiError('network', 0, '', {}, 'timeout') } };

/** The database is down: the server answered 503 with Retry-After. */
export const ServiceUnavailable: Story = { args: { error: new ApiError('http', 503, '') } };

/** A 502 from a gateway with an HTML body: plain words, never the markup. */
export const ServerFault: Story = { args: { error: new ApiError('http', 502, '') } };

/** A 4xx keeps the page's message alone; trying again would not help, so no button. */
export const ClientError: Story = { args: { error: new ApiError('http', 404, 'Not found.') } };
