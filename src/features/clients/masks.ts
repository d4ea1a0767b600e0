/** How client data is shown in lists: identifiers and phones masked, long addresses cut. */

import { EMPTY_VALUE } from '@/lib/format';

export const ADDRESS_PREVIEW_LENGTH = 100;

/** RFC or CURP as first 3 + *** + last 3, e.g. "GOD***GR8"; too short to mask → "***". */
export function maskIdentifier(value: string | null | undefined): string {
  if (!value) return EMPTY_VALUE;
  const chars = [...value];
  if (chars.length <= 6) return '***';
  return `${chars.slice(0, 3).join('')}***${chars.slice(-3).join('')}`;
}

/** Phone as ***- + its last 4 digits, e.g. "***-4567". */
export function maskPhone(value: string | null | undefined): string {
  if (!value) return EMPTY_VALUE;
  const digits = value.replace(/\D/g, '');
  if (digits.length < 4) return '***';
  return `***-${digits.slice(-4)}`;
}

/** An address cut at 100 characters, with an ellipsis when something was cut. */
export function truncateAddress(value: string | null | undefined): string {
  if (!value) return EMPTY_VALUE;
  const chars = [...value];
  if (chars.length <= ADDRESS_PREVIEW_LENGTH) return value;
  return `${chars.slice(0, ADDRESS_PREVIEW_LENGTH).join('')}…`;
}

/** As the user types: digits only, grouped 3-3-4 and joined by hyphens (at most 12 characters). */
export function formatPhoneInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 10);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10)];
  return groups.filter((group) => group !== '').join('-');
}
