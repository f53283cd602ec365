import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ad } from '@benefits/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredText } from '../../lib/i18n/storedText';
import { usePartnerSession } from '../../lib/session/store';
import { RouterButton } from '../../lib/ui/RouterLink';

const isExternal = (url: string) => /^https?:\/\//i.test(url);

function PartnerAdCard({ ad: stored, onDismiss }: { ad: Ad; onDismiss: () => void }) {
  const { t } = useTranslation();
  // The ad in the language on screen: its French when it has one (decision 0021).
  const shown = useStoredText();
  const titleIn = shown(stored.title, stored.titleFr);
  const bodyIn = shown(stored.body, stored.bodyFr);
  const title = titleIn.text;
  const body = bodyIn.text;
  const titleId = `partner-ad-${stored.id}-title`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid="partner-ad"
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography
            variant="h6"
            component="h3"
            id={titleId}
            lang={titleIn.lang}
            gutterBottom
            sx={{ overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          <IconButton size="small" onClick={onDismiss} aria-label={t('partner.dismissAd', { title })}>
            <CloseIcon fontSize="small" aria-hidden />
          </IconButton>
        </Stack>
        <Typography variant="body2" color="text.secondary" lang={bodyIn.lang}>
          {body}
        </Typography>
      </CardContent>
      {stored.linkUrl ? (
        <CardActions>
          {isExternal(stored.linkUrl) ? (
            <Button
              size="small"
              href={stored.linkUrl}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon aria-hidden />}
              aria-label={`${t('partner.learnMoreAbout', { title })} ${t('partner.opensInNewTab')}`}
            >
              {t('partner.learnMore')}
            </Button>
          ) : (
            <RouterButton
              size="small"
              to={stored.linkUrl}
              aria-label={t('partner.learnMoreAbout', { title })}
            >
              {t('partner.learnMore')}
            </RouterButton>
          )}
        </CardActions>
      ) : null}
    </Card>
  );
}

/** The sign-in answer's ads for partners (decision 0031), as cards the partner may hide for this visit. */
export function PartnerAds() {
  const { t } = useTranslation();
  const ads = usePartnerSession((s) => s.session?.adList) ?? [];
  const [hidden, setHidden] = useState<number[]>([]);
  const shown = ads.filter((ad) => !hidden.includes(ad.id));
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="partner-news-title">
      <Typography variant="h2" id="partner-news-title" gutterBottom>
        {t('partner.news')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {shown.map((ad) => (
          <PartnerAdCard key={ad.id} ad={ad} onDismiss={() => setHidden((h) => [...h, ad.id])} />
        ))}
      </Box>
    </Box>
  );
}
