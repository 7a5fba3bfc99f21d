import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DocumentUpload } from './document-upload';

const pdf = (name: string, megabytes: number) =>
  new File([new Uint8Array(megabytes * 1024 * 1024)], name, { type: 'application/pdf' });

function Harness({ initial = [], single = false }: { initial?: File[]; single?: boolean }) {
  const [files, setFiles] = useState<File[]>(initial);
  return <DocumentUpload label="Medical reports" files={files} onChange={setFiles} single={single} />;
}

const meta = { title: 'Form engine/Document upload', component: Harness } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithFiles: Story = { args: { initial: [pdf('referral-letter.pdf', 1), pdf('blood-test.pdf', 2)] } };
/** Over the 10 MB total: 'File upload cannot greater than 10MB'. */
export const TooLarge: Story = { args: { initial: [pdf('scan-1.pdf', 6), pdf('scan-2.pdf', 5)] } };
/** Single-document mode hides the add control once a file is there. */
export const SingleDocument: Story = { args: { single: true, initial: [pdf('referral-letter.pdf', 1)] } };
