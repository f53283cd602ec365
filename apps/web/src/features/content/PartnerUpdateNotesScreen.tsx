import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UpdateNoteList } from '../../lib/ui/UpdateNoteList';
import { usePartnerNotes } from './api';
import { PageColumn } from './ui';
import { languageOf } from '@benefits/domain';

/** /partner/update-notes: the update notes published for partners (and everyone), newest first, each with its VERSION. */
export function PartnerUpdateNotesScreen() {
  const { t, i18n } = useTranslation();
  return (
    <PageColumn title={t('partnerShell.pages.updateNotes')} maxWidth={720}>
      <Typography color="text.secondary">
        {t('content.partnerNotes.intro')}
        {languageOf(i18n.language) === 'fr' ? ` ${t('content.partnerNotes.englishOnly')}` : ''}
      </Typography>
      <UpdateNoteList
        notes={usePartnerNotes()}
        empty={t('content.partnerNotes.empty')}
        versionLabel={(version) => t('content.partnerNotes.version', { version })}
      />
    </PageColumn>
  );
}
