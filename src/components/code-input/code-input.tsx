import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { hairline, nativeFocusRing } from '../ui/shared/metrics';

/** Keeps letters and digits only, upper-cased (codes are case-insensitive). */
export const sanitizeCode = (text: string) => text.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/** The code's characters by box; an empty box is ''. */
export function codeBoxes(value: string, length: number): string[] {
  return Array.from({ length }, (_, i) => (value[i] ?? ' ').trim());
}

/** Puts `text` into the boxes from `start` on (a paste fills every box it reaches). */
export function fillFrom(value: string, length: number, start: number, text: string): { value: string; next: number } {
  const boxes = codeBoxes(value, length);
  const chars = sanitizeCode(text).slice(0, length - start);
  chars.split('').forEach((c, i) => {
    boxes[start + i] = c;
  });
  return {
    value: boxes
      .map((c) => c || ' ')
      .join('')
      .trimEnd(),
    next: Math.min(start + chars.length, length - 1),
  };
}

/** True when every box holds a character. */
export const isCodeComplete = (value: string, length: number) => codeBoxes(value, length).every(Boolean);

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.color.text};
`;

const Boxes = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--code-length), minmax(0, ${({ theme }) => theme.space[7]}));
  gap: ${({ theme }) => theme.space[2]};
`;

const Box = styled.input<{ $invalid: boolean }>`
  box-sizing: border-box;
  width: 100%;
  aspect-ratio: 4 / 5;
  padding: 0;
  border: ${({ theme }) => `${hairline(theme)} solid`};
  border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-align: center;
  text-transform: uppercase;
  ${nativeFocusRing}
  &:disabled {
    opacity: 0.6;
  }
`;

/** Props of the one-time-code input. */
export interface CodeInputProps {
  /** Group label (legend), e.g. 'Verification code'. */
  label: string;
  /** Accessible name of box `index` (0-based), e.g. 'Character 1 of 6'. */
  boxLabel: (index: number, length: number) => string;
  /** The code so far; a space marks an empty box in the middle. */
  value: string;
  /** Called with the new code after every edit or paste. */
  onChange: (value: string) => void;
  /** Number of boxes (6 for the reset code). */
  length?: number;
  /** Marks every box invalid (wrong code). */
  isInvalid?: boolean;
  /** Disables every box. */
  isDisabled?: boolean;
  /** Focuses the first box on mount. */
  autoFocus?: boolean;
  /** Id of an element describing the field (help or error text). */
  describedBy?: string;
}

/**
 * One box per character: typing moves on, Backspace moves back, arrows move,
 * and pasting (or a phone's one-time-code autofill) fills every box at once.
 */
export function CodeInput({
  label,
  boxLabel,
  value,
  onChange,
  length = 6,
  isInvalid = false,
  isDisabled = false,
  autoFocus = false,
  describedBy,
}: CodeInputProps) {
  const legendId = useId();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const boxes = codeBoxes(value, length);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(length - 1, i))]?.focus();

  const put = (index: number, text: string) => {
    if (!sanitizeCode(text)) {
      const b = [...boxes];
      b[index] = '';
      onChange(
        b
          .map((c) => c || ' ')
          .join('')
          .trimEnd(),
      );
      return;
    }
    const filled = fillFrom(value, length, index, text);
    onChange(filled.value);
    focus(filled.next);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const b = [...boxes];
      const target = b[index] ? index : Math.max(0, index - 1);
      b[target] = '';
      onChange(
        b
          .map((c) => c || ' ')
          .join('')
          .trimEnd(),
      );
      focus(target);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    put(index, event.clipboardData.getData('text'));
  };

  return (
    <Fieldset disabled={isDisabled} aria-describedby={describedBy}>
      <Legend id={legendId}>{label}</Legend>
      <Boxes style={{ ['--code-length' as string]: length }}>
        {boxes.map((char, index) => (
          <Box
            // Boxes never reorder; the index is their identity.
            key={index}
            ref={(el) => {
              refs.current[index] = el;
            }}
            value={char}
            onChange={(event) => {
              const typed = event.target.value.replace(char, '') || event.target.value;
              put(index, typed);
            }}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.target.select()}
            aria-label={boxLabel(index, length)}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoCapitalize="characters"
            spellCheck={false}
            inputMode="text"
            autoFocus={autoFocus && index === 0}
            $invalid={isInvalid}
          />
        ))}
      </Boxes>
    </Fieldset>
  );
}
