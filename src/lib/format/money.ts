/**
 * Amounts show two decimals with comma thousand separators whatever the language
 * (docs/product/common.md#amounts), so grouping is fixed to en-US; the currency
 * label comes from the tenant or payor.
 */
let amountFormat: Intl.NumberFormat | undefined;

export function formatAmount(value: number): string {
  // Made on first use, not at import: this module is in the entry, and a page's
  // first Intl.NumberFormat loads ICU's number data (~10 ms on a desktop core).
  amountFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return amountFormat.format(value);
}

export function formatMoney(value: number, currencyLabel: string): string {
  return `${currencyLabel} ${formatAmount(value)}`;
}

/** Rounds half away from zero to 2 decimals without binary drift (1.005 → 1.01). */
export function roundTo2(value: number): number {
  return (Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * 100)) / 100;
}
