import Typography from '@mui/material/Typography';
import { paths } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { PageColumn } from '../../lib/ui/PageColumn';
import { AuditQueue } from './AuditQueue';
import { useAuditPads, type PadType } from './api';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** /tools/pad-audit/{type}: banking details of one type waiting for verification, as cards. */
export function PadAuditScreen({ type }: { type: PadType }) {
  const { t, i18n } = useTranslation();
  const query = useAuditPads(type);
  return (
    <PageColumn
      title={t(`toolsShell.pages.auditPad${capital(type)}` as 'toolsShell.pages.auditPadEmployee')}
      maxWidth={960}
    >
      <Typography color="text.secondary">{t('audits.pads.intro')}</Typography>
      <AuditQueue
        query={query}
        empty={t('audits.pads.empty')}
        testId="audit-pads"
        cardTestId="audit-pad-card"
        card={(p) => ({
          key: p.id,
          to: paths.tools.padAuditDetails.getHref({ type, id: p.id }),
          label: t('audits.pads.review', { name: p.name }),
          content: (
            <>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
                {p.name} ({p.id})
              </Typography>
              {p.company ? <Typography sx={{ overflowWrap: 'anywhere' }}>{p.company}</Typography> : null}
              <Typography>{t('audits.pads.account', { number: p.accountNumber })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('audits.pads.updated', { date: formatDateTime(p.updatedAt, i18n.language) })}
              </Typography>
            </>
          ),
        })}
      />
    </PageColumn>
  );
}
