import Box from '@mui/material/Box';
import type { ClaimCostBreakdown } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';

type LineKey = 'claimed' | 'payable' | 'adminFee' | 'gst' | 'hst' | 'rst' | 'pst' | 'prem' | 'total';

const TAXES = [
  ['gst', 'gstAmount'],
  ['hst', 'hstAmount'],
  ['rst', 'rstAmount'],
  ['pst', 'pstAmount'],
  ['prem', 'premAmount'],
] as const;

/** The lines of a demo breakdown: claimed, paid, admin fee, each tax that is not zero, total. */
export function demoLines(breakdown: ClaimCostBreakdown, claimed: number): { key: LineKey; cents: number }[] {
  return [
    { key: 'claimed', cents: claimed },
    { key: 'payable', cents: breakdown.totalPayableAmount },
    { key: 'adminFee', cents: breakdown.adminFeeAmount },
    ...TAXES.filter(([, field]) => breakdown[field] !== 0).map(([key, field]) => ({
      key,
      cents: breakdown[field],
    })),
    { key: 'total', cents: breakdown.totalAmount },
  ];
}

/** One breakdown as a list of labelled amounts; `testId` prefixes each amount's test id. */
export function DemoBreakdown({
  breakdown,
  claimed,
  testId,
}: {
  breakdown: ClaimCostBreakdown;
  claimed: number;
  testId: string;
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
        mt: 1,
        '& dt': { color: 'text.secondary', minWidth: 0, overflowWrap: 'anywhere' },
        '& dd': { m: 0, pl: 2, textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        '& .total': {
          color: 'text.primary',
          fontWeight: 700,
          borderTop: 1,
          borderColor: 'divider',
          pt: 0.75,
        },
      }}
    >
      {demoLines(breakdown, claimed).map((line) => {
        const className = line.key === 'total' ? 'total' : undefined;
        return (
          <Box key={line.key} sx={{ display: 'contents' }}>
            <dt className={className}>{t(`demo.review.lines.${line.key}`)}</dt>
            <dd className={className} data-testid={`${testId}-${line.key}`}>
              {formatMoney(line.cents, i18n.language)}
            </dd>
          </Box>
        );
      })}
    </Box>
  );
}
