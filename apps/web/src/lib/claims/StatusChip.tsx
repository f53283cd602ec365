import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ClaimStatusCode } from './api';

const COLOURS: Record<ClaimStatusCode, ChipProps['color']> = {
  R: 'default',
  N: 'info',
  A: 'warning',
  P: 'success',
  F: 'error',
  C: 'default',
};

/**
 * A claim's status (docs/decisions/0008: R saved, N submitted, A in audit, P paid, F failed audit, C
 * cancelled), coloured by its code; `label` names it otherwise (a history row's event).
 */
export function ClaimStatusChip({ status, label }: { status: ClaimStatusCode; label?: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status]}
      label={label ?? t(`claims.status.${status}`)}
      data-testid="claim-status"
      // The colour marks the border; the text keeps the page's text colour, readable in both themes.
      sx={{ color: 'text.primary', borderWidth: 2, fontWeight: 500 }}
    />
  );
}
