import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { screenPickedFiles, uploadAccept, type UploadRefusal } from '@/components/form-engine/model/upload-rules';
import { Button } from '@/components/ui/button/button';
import type { ReferralDocumentType } from '@/lib/api/contract/pre-authorisation/paf';
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
const Refusal = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** Props of one document type's file input and chosen files. */
export interface DocumentPickerProps {
  documentType: ReferralDocumentType;
  /** Visible label (translated document type). */
  label: string;
  documents: readonly WizardDocument[];
  onChange: (documents: WizardDocument[]) => void;
  /** Largest file accepted (docs/product/pre-authorisation.md#validation: 5 MB per referral upload). */
  maxFileBytes: number;
}

/**
 * Images and PDFs of one document type; the camera is offered on phones by the
 * accept list. A file of another type or over the size limit is refused as it
 * is picked, with the reason, instead of after its upload.
 */
export function DocumentPicker({ documentType, label, documents, onChange, maxFileBytes }: DocumentPickerProps) {
  const { t } = useTranslation('pre-authorisation');
  const id = useId();
  const [refusal, setRefusal] = useState<UploadRefusal | null>(null);
  const mine = documents.filter((d) => d.documentType === documentType);
  const message =
    refusal === 'tooLarge' ? t('errors.fileTooLarge') : refusal === 'wrongType' ? t('errors.fileType') : null;
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={uploadAccept}
        multiple
        aria-describedby={`${id}-refusal`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => {
          const { accepted, refusal: reason } = screenPickedFiles([], Array.from(event.currentTarget.files ?? []), {
            perFileBytes: maxFileBytes,
          });
          setRefusal(reason);
          if (accepted.length > 0) onChange([...documents, ...accepted.map((file) => ({ documentType, file }))]);
          event.currentTarget.value = '';
        }}
      />
      <Refusal id={`${id}-refusal`} role={message ? 'alert' : undefined}>
        {message}
      </Refusal>
      {mine.length > 0 ? (
        <ul aria-label={label}>
          {mine.map((d, i) => (
            <li key={`${d.file.name}-${i}`}>
              {d.file.name}
              <Button
                variant="text"
                size="sm"
                aria-label={t('referral.remove', { name: d.file.name })}
                onPress={() => {
                  setRefusal(null);
                  onChange(documents.filter((x) => x !== d));
                }}
              >
                {t('referral.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Wrap>
  );
}
