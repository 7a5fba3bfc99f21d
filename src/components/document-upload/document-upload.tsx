import { useId, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import {
  canAddMore,
  formatFileSize,
  isAcceptedUpload,
  screenPickedFiles,
  uploadAccept,
  withinTotalLimit,
  type UploadRefusal,
} from '@/components/form-engine/model/upload-rules';
import { maxUploadTotalBytes } from '@/lib/api/contract/patient-booking/forms';
import { visuallyHiddenCss } from '@/components/ui/shared/field';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.color.text};
`;
const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
const Hint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
const Error = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
const Files = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;
const FileRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
const HiddenInput = styled.input`
  ${visuallyHiddenCss}
`;

const coarse = '(pointer: coarse)';
// jsdom and old browsers lack matchMedia: treat them as not touch.
const touchQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(coarse) : null);
const subscribe = (onChange: () => void) => {
  const query = touchQuery();
  if (!query) return () => undefined;
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** True on touch devices, where a camera button is worth offering. */
function useIsTouch(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => touchQuery()?.matches ?? false,
    () => false,
  );
}

/** Props of the document upload widget. */
export interface DocumentUploadProps {
  /** Visible label of the widget. */
  label: string;
  /** The chosen files, in order. */
  files: readonly File[];
  /** Called with the new list after an add or a removal. */
  onChange: (files: File[]) => void;
  /** Single-document mode: the add control hides once one file exists. */
  single?: boolean;
  /** A problem to show (e.g. the field is required). */
  errorMessage?: string;
  isDisabled?: boolean;
}

/**
 * Picks images and PDFs (the camera too, on touch devices) and lists them with
 * sizes. A file of another type, or one that would take the total past 10 MB,
 * is refused as it is picked, with the reason, so nothing is uploaded first.
 */
export function DocumentUpload({
  label,
  files,
  onChange,
  single = false,
  errorMessage,
  isDisabled,
}: DocumentUploadProps) {
  const { t } = useTranslation('form-engine');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const touch = useIsTouch();
  const [refusal, setRefusal] = useState<UploadRefusal | null>(null);
  // Files handed in by the page (not picked here) are still checked as a whole.
  const shown: UploadRefusal | null =
    refusal ?? (!withinTotalLimit(files) ? 'tooLarge' : files.some((f) => !isAcceptedUpload(f)) ? 'wrongType' : null);
  const message =
    shown === 'tooLarge' ? t('upload.tooLarge') : shown === 'wrongType' ? t('upload.wrongType') : errorMessage;

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    const kept = single ? [] : files;
    const { accepted, refusal: reason } = screenPickedFiles(kept, single ? picked.slice(0, 1) : picked, {
      totalBytes: maxUploadTotalBytes,
    });
    setRefusal(reason);
    if (accepted.length > 0) onChange([...kept, ...accepted]);
  };

  return (
    <Root role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint ${id}-error`}>
      <Label id={`${id}-label`}>{label}</Label>
      <Hint id={`${id}-hint`}>{t('upload.hint')}</Hint>
      {files.length > 0 ? (
        <Files aria-label={t('upload.chosen')}>
          {files.map((file, index) => (
            <FileRow key={`${file.name}-${index}`}>
              <span>
                {file.name} ({formatFileSize(file.size)})
              </span>
              <Button
                variant="text"
                size="sm"
                isDisabled={isDisabled}
                aria-label={t('upload.remove', { name: file.name })}
                onPress={() => {
                  setRefusal(null);
                  onChange(files.filter((_, i) => i !== index));
                }}
              >
                {t('upload.removeShort')}
              </Button>
            </FileRow>
          ))}
        </Files>
      ) : null}
      {canAddMore(files.length, single) ? (
        <Actions>
          <HiddenInput
            ref={fileInput}
            type="file"
            accept={uploadAccept}
            multiple={!single}
            onChange={add}
            tabIndex={-1}
            aria-hidden="true"
            data-testid="upload-input"
          />
          <Button variant="secondary" size="sm" isDisabled={isDisabled} onPress={() => fileInput.current?.click()}>
            {t('upload.add')}
          </Button>
          {touch ? (
            <>
              <HiddenInput
                ref={cameraInput}
                type="file"
                accept="image/*"
                capture="environment"
                onChange={add}
                tabIndex={-1}
                aria-hidden="true"
              />
              <Button
                variant="secondary"
                size="sm"
                isDisabled={isDisabled}
                onPress={() => cameraInput.current?.click()}
              >
                {t('upload.camera')}
              </Button>
            </>
          ) : null}
        </Actions>
      ) : null}
      <Error id={`${id}-error`} role={message ? 'alert' : undefined}>
        {message}
      </Error>
    </Root>
  );
}
