import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { breakpoints } from '@themes/tokens';
import type { WorklistCell as Cell, WorklistRow, WorklistTag } from '@/lib/api/contract/worklists';
import { hairline, minTarget, nativeFocusRing } from '../ui/shared/metrics';
import { durationParts } from './model/humanise-duration';
import { fillPlaceholders, safeUrl, toRouterPath } from './model/safe-url';

const Anchor = styled.a`
  color: ${({ theme }) => theme.color.primary};
  ${nativeFocusRing}
`;

const RouterLink = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  ${nativeFocusRing}
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  ${nativeFocusRing}
`;

/**
 * A form action (Accept, Decline): a button that looks like one, 44 px tall on a phone where a thumb presses it;
 * as an underlined word it was 21 px high and 8 px from its neighbour
 * (docs/decisions/0084-proposals-the-patients-reschedule-page.md).
 */
const ActionButton = styled.button`
  min-width: ${({ theme }) => minTarget(theme)};
  min-height: ${({ theme }) => minTarget(theme)};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.primary}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  ${nativeFocusRing}
  @media (max-width: ${breakpoints.sm - 1}px) {
    min-width: calc(${({ theme }) => theme.space[8]} + ${({ theme }) => theme.space[5]});
    min-height: calc(${({ theme }) => theme.space[6]} + ${({ theme }) => theme.space[3]});
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** What a cell needs from its table: placeholder values and the two click handlers. */
export interface CellContext {
  /** Values for `{name}` placeholders in server URLs (roleId from the cookie). */
  placeholders: Record<string, string | null>;
  /** A url cell whose linked content is html (case details): fetched in place by the page. */
  onHtmlLink?: (url: string, row: WorklistRow) => void;
  /** A json.tag of type form: the page performs method + action (XSRF, envelope). */
  onFormTag?: (tag: WorklistTag, row: WorklistRow) => void;
  /** Words a date cell's instant (the tenant's `date`); without it the server's English text shows. */
  formatDate?: (instant: string, format: 'date' | 'dateTime') => string;
}

function origin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

function SafeLink({
  url,
  label,
  placeholders,
}: {
  url: string;
  label: string;
  placeholders: CellContext['placeholders'];
}) {
  const href = safeUrl(fillPlaceholders(url, placeholders), origin());
  // An unsafe URL is shown as plain text: nothing the server sent becomes executable.
  if (!href) return <span data-inert-url="">{label}</span>;
  const routerPath = toRouterPath(href);
  if (routerPath) return <RouterLink to={routerPath}>{label}</RouterLink>;
  const external = !href.startsWith('/');
  return (
    <Anchor href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
    </Anchor>
  );
}

function TagItem({ tag: sent, row, ctx }: { tag: WorklistTag; row: WorklistRow; ctx: CellContext }) {
  const { t } = useTranslation('worklists');
  // A coded action is worded in the UI language; an uncoded one shows its label as sent.
  const tag = sent.code ? { ...sent, label: t(`actions.${sent.code}`) } : sent;
  if (tag.type === 'form') {
    const action = tag.attribute.action
      ? safeUrl(fillPlaceholders(tag.attribute.action, ctx.placeholders), origin())
      : null;
    if (!action || !ctx.onFormTag) return <span data-inert-url="">{tag.label}</span>;
    return (
      <ActionButton
        type="button"
        onClick={() => ctx.onFormTag?.({ ...tag, attribute: { ...tag.attribute, action } }, row)}
      >
        {tag.label}
      </ActionButton>
    );
  }
  return <SafeLink url={tag.attribute.href ?? ''} label={tag.label} placeholders={ctx.placeholders} />;
}

/** Renders one server-typed cell: text, url, milliseconds (humanised) or json.tag links. */
export function WorklistCellView({ cell, row, ctx }: { cell: Cell; row: WorklistRow; ctx: CellContext }) {
  const { t } = useTranslation('worklists');
  switch (cell.type) {
    case 'text':
      // A date cell carries its instant: the page words it in the UI language and the tenant's zone.
      return <>{cell.at && ctx.formatDate ? ctx.formatDate(cell.at, cell.dateFormat ?? 'dateTime') : cell.value}</>;
    case 'milliseconds':
      return (
        <>
          {durationParts(cell.value)
            .map((p) => t(`table.duration.${p.unit}`, { count: p.count }))
            .join(' ')}
        </>
      );
    case 'json.tag':
      return (
        <Tags>
          {cell.value.map((tag, i) => (
            <li key={`${tag.label}-${i}`}>
              <TagItem tag={tag} row={row} ctx={ctx} />
            </li>
          ))}
        </Tags>
      );
    case 'url': {
      if (cell.contentTypeOfCalledURL === 'html' && ctx.onHtmlLink) {
        const filled = safeUrl(fillPlaceholders(cell.url, ctx.placeholders), origin());
        if (!filled) return <span data-inert-url="">{cell.value}</span>;
        return (
          <LinkButton type="button" onClick={() => ctx.onHtmlLink?.(filled, row)}>
            {cell.value}
          </LinkButton>
        );
      }
      return <SafeLink url={cell.url} label={cell.value} placeholders={ctx.placeholders} />;
    }
  }
}
