import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { RouterButton } from '../../lib/ui/RouterLink';
import { useAds, type ToolsAd } from './api';
import { PageColumn, QueryList, Section, ToolGate } from './ui';

/** The short lines that say to whom and when an ad shows. */
export function useConditionLines() {
  const { t, i18n } = useTranslation();
  return (ad: ToolsAd): string[] => {
    const c = ad.conditions;
    const lines: string[] = [];
    if (c.provinces.length > 0)
      lines.push(t('content.ads.conditionProvinces', { list: c.provinces.join(', ') }));
    if (c.contractTypes.length > 0)
      lines.push(t('content.ads.conditionContracts', { list: c.contractTypes.join(', ') }));
    if (c.planTypes.length > 0) lines.push(t('content.ads.conditionPlans', { list: c.planTypes.join(', ') }));
    if (c.wellness === 'Y') lines.push(t('content.ads.conditionWellnessY'));
    if (c.wellness === 'N') lines.push(t('content.ads.conditionWellnessN'));
    if (c.member === 'Y') lines.push(t('content.ads.conditionMemberY'));
    if (c.member === 'N') lines.push(t('content.ads.conditionMemberN'));
    if (c.startsOn)
      lines.push(t('content.ads.conditionFrom', { date: formatDate(c.startsOn, i18n.language) }));
    if (c.endsOn) lines.push(t('content.ads.conditionUntil', { date: formatDate(c.endsOn, i18n.language) }));
    return lines;
  };
}

function AdCard({ ad }: { ad: ToolsAd }) {
  const { t } = useTranslation();
  const conditionLines = useConditionLines()(ad);
  const titleId = `ad-${ad.id}-title`;
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-labelledby={titleId}
      data-testid="tools-ad"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" label={t(`content.common.audiences.${ad.audience}`)} />
        <Chip
          size="small"
          variant="outlined"
          color={ad.showingToday ? 'success' : 'default'}
          label={ad.showingToday ? t('content.ads.showing') : t('content.ads.notShowing')}
        />
        {ad.active ? null : <Chip size="small" variant="outlined" label={t('content.ads.inactive')} />}
        <Typography variant="body2" color="text.secondary" component="span">
          {t('content.ads.order', { order: ad.sortOrder })}
        </Typography>
      </Stack>
      <Typography
        component="h3"
        variant="subtitle1"
        id={titleId}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {ad.title}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {ad.body}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {conditionLines.length > 0 ? conditionLines.join(' · ') : t('content.ads.conditionsNone')}
      </Typography>
      <Box>
        <RouterButton
          size="small"
          variant="outlined"
          to={paths.tools.ad.getHref({ id: String(ad.id) })}
          aria-label={t('content.ads.editLabel', { title: ad.title })}
        >
          {t('content.ads.edit')}
        </RouterButton>
      </Box>
    </Paper>
  );
}

function AdList() {
  const { t } = useTranslation();
  const ads = useAds();
  const body = (
    <QueryList
      query={ads}
      label={t('content.ads.listLabel')}
      empty={t('content.ads.empty')}
      emptyTestId="ads-empty"
      item={(ad) => <AdCard key={ad.id} ad={ad} />}
    />
  );
  return (
    <Section
      id="ads"
      title={t('content.ads.listTitle')}
      action={
        <RouterButton
          variant="contained"
          startIcon={<AddIcon aria-hidden />}
          to={paths.tools.ad.getHref({ id: 'new' })}
        >
          {t('content.ads.add')}
        </RouterButton>
      }
    >
      {body}
    </Section>
  );
}

/** /tools/ads: every ad as a card (audience, today's showing, conditions); new and edit open /tools/ad/{id}. */
export function AdsScreen() {
  const { t } = useTranslation();
  return (
    <PageColumn title={t('toolsShell.pages.manageAds')} maxWidth={860}>
      <ToolGate item="manageAds">
        <Typography color="text.secondary">{t('content.ads.intro')}</Typography>
        <AdList />
      </ToolGate>
    </PageColumn>
  );
}
