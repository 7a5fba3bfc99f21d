import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import type { ReferralDocumentType } from '@/lib/api/contract/paf';
import type { WizardDocument } from '../model/wizard-state';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  input {
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** Props of one document type's file input and chosen files. */
export interface DocumentPickerProps {
  documentType: ReferralDocumentType;
  /** Visible label (translated document type). */
  label: string;
  documents: readonly WizardDocument[];
  onChange: (documents: WizardDocument[]) => void;
}

/** Images and PDFs of one document type; the camera is offered on phones by the accept list. */
export function DocumentPicker({ documentType, label, documents, onChange }: DocumentPickerProps) {
  const { t } = useTranslation('paf');
  const id = useId();
  const mine = documents.filter((d) => d.documentType === documentType);
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/*,application/pdf"
        multiple
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          onChange([...documents, ...files.map((file) => ({ documentType, file }))]);
          event.currentTarget.value = '';
        }}
      />
      {mine.length > 0 ? (
        <ul aria-label={label}>
          {mine.map((d, i) => (
            <li key={`${d.file.name}-${i}`}>
              {d.file.name}
              <Button variant="text" size="sm" aria-label={t('referral.remove', { name: d.file.name })} onPress={() => onChange(documents.filter((x) => x !== d))}>
                {t('referral.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Wrap>
  );
}
