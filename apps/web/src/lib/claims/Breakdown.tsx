import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../format';
import type { ClaimBreakdown, ClaimItemView, ClaimView } from './api';
import { serviceNameIn } from './serviceName';

export type BreakdownLineKey =
  | 'claimed'
  | 'coPay'
  | 'payable'
  | 'previousYear'
  | 'adminFee'
  | 'gst'
  | 'hst'
  | 'rst'
  | 'pst'
  | 'prem'
  | 'total';

export interface BreakdownLine {
  key: BreakdownLineKey;
  cents: number;
}

const TAXES = [
  ['gst', 'gstAmount'],
  ['hst', 'hstAmount'],
  ['rst', 'rstAmount'],
  ['pst', 'pstAmount'],
  ['prem', 'premAmount'],
] as const;

/**
 * The lines of a claim cost breakdown (docs/product §3), in reading order: the amount claimed (when
 * known), the co-pay, the payable amount and the part of it drawn from last plan year's balance
 * (only when some is: none for a brand-new member), the admin fee, each tax that is not zero, and
 * the total.
 */
export function breakdownLines(breakdown: ClaimBreakdown, claimed?: number): BreakdownLine[] {
  const lines: BreakdownLine[] = [];
  if (claimed !== undefined) lines.push({ key: 'claimed', cents: claimed });
  lines.push(
    { key: 'coPay', cents: breakdown.coPayAmount },
    { key: 'payable', cents: breakdown.totalPayableAmount },
  );
  if (breakdown.previousYearPayableAmount !== 0)
    lines.push({ key: 'previousYear', cents: breakdown.previousYearPayableAmount });
  lines.push({ key: 'adminFee', cents: breakdown.adminFeeAmount });
  for (const [key, field] of TAXES) {
    if (breakdown[field] !== 0) lines.push({ key, cents: breakdown[field] });
  }
  lines.push({ key: 'total', cents: breakdown.totalAmount });
  return lines;
}

/** One breakdown as a list of labelled amounts; `testId` prefixes each amount's test id. */
export function BreakdownList({
  breakdown,
  claimed,
  testId,
}: {
  breakdown: ClaimBreakdown;
  claimed?: number;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        rowGap: 0.75,
        m: 0,
        '& dt': { color: 'text.secondary', minWidth: 0, overflowWrap: 'anywhere' },
        '& dd': { m: 0, pl: 2, textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        '& .sub': { pl: 2 },
        '& .total': {
          color: 'text.primary',
          fontWeight: 700,
          borderTop: 1,
          borderColor: 'divider',
          pt: 0.75,
        },
      }}
    >
      {breakdownLines(breakdown, claimed).map((line) => {
        const className = line.key === 'total' ? 'total' : line.key === 'previousYear' ? 'sub' : undefined;
        return (
          <Box key={line.key} sx={{ display: 'contents' }}>
            <dt className={className}>{t(`claims.breakdown.${line.key}`)}</dt>
            <dd className={className} data-testid={testId ? `${testId}-${line.key}` : undefined}>
              {formatMoney(line.cents, i18n.language)}
            </dd>
          </Box>
        );
      })}
    </Box>
  );
}

/** How an item reads in a heading: its service (in the user's language) and patient. */
export function useItemTitle() {
  const { t, i18n } = useTranslation();
  return (item: ClaimItemView) =>
    t('claims.items.itemTitle', {
      service: serviceNameIn(i18n.language, item.service_name, item.service_name_fr),
      patient: item.patient_name,
    });
}

/**
 * Each item of a claim with its own breakdown, then the claim's total. `estimated` claims (open
 * ones) say the figures are computed on today's balances.
 */
export function ClaimBreakdownView({ claim }: { claim: ClaimView }) {
  const { t, i18n } = useTranslation();
  const title = useItemTitle();
  return (
    <Stack sx={{ gap: 2, minWidth: 0 }}>
      <Box
        component="ol"
        aria-label={t('claims.breakdown.itemsLabel')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {claim.items.map((item, index) => (
          <Paper
            component="li"
            variant="outlined"
            key={item.id}
            sx={{ p: 2, minWidth: 0 }}
            data-testid="breakdown-item"
            aria-labelledby={`breakdown-item-${item.id}`}
          >
            <Typography
              variant="h3"
              id={`breakdown-item-${item.id}`}
              sx={{ fontSize: '1rem', fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {t('claims.breakdown.itemNumber', { number: index + 1 })} · {title(item)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {t('claims.items.itemLine', {
                date: formatDate(item.service_date, i18n.language),
                provider: item.provider,
              })}
            </Typography>
            <BreakdownList breakdown={item.breakdown} claimed={item.amount} testId={`item-${index + 1}`} />
          </Paper>
        ))}
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="breakdown-total-title"
        sx={{ p: 2, borderWidth: 2, borderColor: 'primary.main' }}
      >
        <Typography
          variant="h3"
          id="breakdown-total-title"
          sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}
        >
          {t('claims.breakdown.claimTotal')}
        </Typography>
        <BreakdownList breakdown={claim.breakdown} claimed={claim.amounts.total_amount} testId="total" />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {claim.estimated ? t('claims.breakdown.estimated') : null} {t('claims.breakdown.whoPays')}
        </Typography>
      </Paper>
    </Stack>
  );
}
