import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../preferences';

/** Language switch (English / français) and light/dark theme toggle, for every top bar. */
export function HeaderControls() {
  const { t } = useTranslation();
  const theme = usePreferences((s) => s.theme);
  const language = usePreferences((s) => s.language);
  const toggleTheme = usePreferences((s) => s.toggleTheme);
  const setLanguage = usePreferences((s) => s.setLanguage);
  const themeLabel = theme === 'dark' ? t('header.themeToLight') : t('header.themeToDark');
  const other = language === 'fr' ? 'en' : 'fr';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        color="inherit"
        onClick={() => setLanguage(other)}
        lang={other === 'fr' ? 'fr-CA' : 'en-CA'}
        title={t('header.switchLanguageLabel')}
        sx={{ textTransform: 'none' }}
      >
        {t('header.switchLanguage')}
      </Button>
      <IconButton
        title={themeLabel}
        color="inherit"
        onClick={toggleTheme}
        aria-label={themeLabel}
        aria-pressed={theme === 'dark'}
      >
        {theme === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Stack>
  );
}
