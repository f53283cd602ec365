import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { Loading } from '../../lib/ui/Section';
import { useFaqs } from './api';

/**
 * /partner/faqs (docs/product §2; decision 0040): the partners' questions and answers from the
 * database, in the user's language; each answer opens under its question (a button, so Enter and
 * Space open it).
 */
export function FaqsScreen() {
  const { t, i18n } = useTranslation();
  const faqs = useFaqs(i18n.language);
  let body;
  if (faqs.isPending) body = <Loading lines={5} />;
  else if (faqs.isError) body = <LoadError error={faqs.error} onRetry={() => void faqs.refetch()} />;
  else if (faqs.data.length === 0)
    body = <Typography color="text.secondary">{t('partnerAccount.faqs.empty')}</Typography>;
  else
    body = (
      <Box data-testid="partner-faqs">
        {faqs.data.map((faq) => (
          <Accordion key={faq.id} disableGutters variant="outlined" data-testid="partner-faq">
            <AccordionSummary
              expandIcon={<ExpandMore aria-hidden />}
              id={`faq-${faq.id}-question`}
              aria-controls={`faq-${faq.id}-answer`}
            >
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {faq.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails
              id={`faq-${faq.id}-answer`}
              role="region"
              aria-labelledby={`faq-${faq.id}-question`}
            >
              <Typography>{faq.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    );
  return (
    <PageColumn title={t('partnerShell.pages.faqs')} maxWidth={800}>
      <Typography color="text.secondary">{t('partnerAccount.faqs.intro')}</Typography>
      {body}
    </PageColumn>
  );
}
