import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** 'Skip to main content': hidden above the page until a keyboard user tabs onto it. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        p: 1,
        bgcolor: 'background.paper',
        '&:focus': { top: 8 },
      }}
    >
      {t('app.skipToContent')}
    </Link>
  );
}
