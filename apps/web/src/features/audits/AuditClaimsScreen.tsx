import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../lib/format';
import { PageColumn } from '../../lib/ui/PageColumn';
import { AuditQueue } from './AuditQueue';
import { useAuditClaims } from './api';

/** /tools/audit/claims: the claims selected for audit, oldest first, as cards (one column on phones). */
export function AuditClaimsScreen() {
  const { t, i18n } = useTranslation();
  const query = useAuditClaims();
  return (
    <PageColumn title={t('toolsShell.pages.auditClaim')} maxWidth={960}>
      <Typography color="text.secondary">{t('audits.claims.intro')}</Typography>
      <AuditQueue
        query={query}
        empty={t('audits.claims.empty')}
        testId="audit-claims"
        cardTestId="audit-claim-card"
        card={(c) => ({
          key: c.id,
          to: paths.tools.auditClaim.getHref({ id: c.id }),
          label: t('audits.claims.review', { id: c.id }),
          content: (
            <>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                {t('audits.claims.card', { id: c.id })} · {t(`claims.typeShort.${c.type}`)}
              </Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {c.employeeName} ({c.employeeId}) · {c.employerName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {c.submittedAt
                  ? t('audits.claims.submitted', { date: formatDateTime(c.submittedAt, i18n.language) })
                  : null}
              </Typography>
              <Stack direction="row" sx={{ gap: 3, mt: 1, flexWrap: 'wrap' }}>
                <span>
                  <Typography variant="body2" color="text.secondary" component="span">
                    {t('audits.claims.claimed')}{' '}
                  </Typography>
                  <strong>{formatMoney(c.claimedCents, i18n.language)}</strong>
                </span>
                <span>
                  <Typography variant="body2" color="text.secondary" component="span">
                    {t('audits.claims.payable')}{' '}
                  </Typography>
                  <strong>{formatMoney(c.payableCents, i18n.language)}</strong>
                </span>
              </Stack>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {c.auditFiles > 0
                  ? t('audits.claims.documents', { count: c.auditFiles })
                  : t('audits.claims.noDocuments')}
              </Typography>
            </>
          ),
        })}
      />
    </PageColumn>
  );
}
