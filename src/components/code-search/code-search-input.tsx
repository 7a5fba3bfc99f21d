import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { controlSurface, visuallyHiddenCss } from '@/components/ui/shared/field';
import { minTarget, nativeFocusRing, stroke } from '@/components/ui/shared/metrics';
import { CodeTreeView } from './code-tree-view';
import { canSearch, searchHint, sortOthersLast, withChildren, type CodeTreeNode } from './model/code-tree';

const Wrap = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.color.text};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const InputRow = styled.div<{ $invalid: boolean }>`
  ${controlSurface}
  display: flex;
  align-items: center;
  padding-block: 0;
  border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  &:focus-within {
    outline: ${({ theme }) => `${stroke(theme)} solid ${theme.color.focus}`};
    outline-offset: ${({ theme }) => stroke(theme)};
  }
  &:has(input:disabled) {
    opacity: 0.6;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  align-self: stretch;
  border: 0;
  padding: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: ${({ theme }) => minTarget(theme)};
  min-height: ${({ theme }) => minTarget(theme)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  ${nativeFocusRing}
  &:disabled {
    cursor: not-allowed;
  }
  svg {
    width: ${({ theme }) => theme.space[4]};
    height: ${({ theme }) => theme.space[4]};
  }
`;

const Hint = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $error }) => ($error ? theme.color.danger : theme.color.textMuted)};
`;

const Popover = styled.div`
  position: absolute;
  inset: 100% 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  max-height: calc(${({ theme }) => theme.space[8]} * 5);
  overflow: auto;
  margin-block-start: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Hidden = styled.span`
  ${visuallyHiddenCss}
`;

/** Props of the diagnosis / procedure search input. */
export interface CodeSearchInputProps {
  /** Visible label and accessible name. */
  label: string;
  /** Decides the "Press Enter" hint wording. */
  kind: 'diagnosis' | 'procedure';
  /** Runs the search; a rejection shows 'No Data' (docs/product/code-search.md#results). */
  search: (text: string) => Promise<CodeTreeNode[]>;
  /** Loads the children of a lazy node (procedure level two). */
  loadChildren?: (node: CodeTreeNode) => Promise<CodeTreeNode[]>;
  /** The chosen code, if any. */
  value: CodeTreeNode | null;
  /** Called with the chosen node, or null once the user edits the text. */
  onChange: (node: CodeTreeNode | null) => void;
  /** Reports the typed text, so a form can apply mutual-exclusion rules. */
  onTextChange?: (text: string) => void;
  isDisabled?: boolean;
  errorMessage?: string;
  /** Form field name, also used for the input's id prefix. */
  name?: string;
}

const shown = (node: CodeTreeNode | null) => (node ? `${node.code} ${node.description}` : '');

/**
 * Text input that searches codes on Enter or the search icon (more than 2
 * characters) and shows the results as a tree in a popover.
 */
export function CodeSearchInput({
  label,
  kind,
  search,
  loadChildren,
  value,
  onChange,
  onTextChange,
  isDisabled = false,
  errorMessage,
  name,
}: CodeSearchInputProps) {
  const { t } = useTranslation('code-search');
  const id = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(shown(value));
  const [searched, setSearched] = useState<string | null>(value ? shown(value) : null);
  const [results, setResults] = useState<CodeTreeNode[] | null>(null);
  const [loading, setLoading] = useState(false);
  const hint = searchHint(text, searched);
  const hintId = `${id}-hint`;

  useEffect(() => {
    if (value) setText(shown(value));
  }, [value]);

  useEffect(() => {
    if (results === null) return undefined;
    const close = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setResults(null);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [results]);

  const run = async () => {
    const query = text.trim();
    if (!canSearch(query) || isDisabled) return;
    setSearched(query);
    setLoading(true);
    try {
      setResults(sortOthersLast(await search(query)));
    } catch {
      setResults([]);
    } finally {
      setLoading(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void run();
    } else if (event.key === 'Escape') {
      setResults(null);
    }
  };

  const expandLazy = async (node: CodeTreeNode) => {
    if (!loadChildren) return;
    let children: CodeTreeNode[] = [];
    try {
      children = await loadChildren(node);
    } catch {
      children = [];
    }
    setResults((current) => (current ? withChildren(current, node.id, children) : current));
  };

  const select = (node: CodeTreeNode) => {
    setResults(null);
    setText(shown(node));
    setSearched(shown(node));
    onChange(node);
  };

  return (
    <Wrap ref={wrapRef}>
      <Label htmlFor={id}>{label}</Label>
      <InputRow $invalid={Boolean(errorMessage)}>
        <Input
          id={id}
          name={name}
          value={text}
          disabled={isDisabled}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={hint || errorMessage ? hintId : undefined}
          autoComplete="off"
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setText(event.target.value);
            onTextChange?.(event.target.value);
            if (value) onChange(null);
          }}
        />
        <IconButton type="button" aria-label={t('search', { label })} disabled={isDisabled} onClick={() => void run()}>
          <svg viewBox="0 0 24 24" aria-hidden focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </IconButton>
      </InputRow>
      <div id={hintId}>
        {hint === 'tooShort' ? <Hint>{t('hint.tooShort')}</Hint> : null}
        {hint === 'pressEnter' ? (
          <Hint>{t(kind === 'diagnosis' ? 'hint.pressEnterDiagnosis' : 'hint.pressEnterProcedure')}</Hint>
        ) : null}
        {errorMessage ? <Hint $error>{errorMessage}</Hint> : null}
      </div>
      <Hidden role="status">{loading ? t('loading') : ''}</Hidden>
      {results !== null ? (
        <Popover id={`${id}-results`} role="region" aria-label={t('results', { label })}>
          {results.length === 0 ? (
            <Hint>{t('noData')}</Hint>
          ) : (
            <CodeTreeView nodes={results} onSelect={select} onExpandLazy={expandLazy} />
          )}
        </Popover>
      ) : null}
    </Wrap>
  );
}
