// The same pure file the generate-document function uses, so the preview and the deed agree.
export {
  amountInWords,
  formatAmount,
  MAX_AMOUNT,
} from '../../../supabase/functions/_shared/amount-in-words';
