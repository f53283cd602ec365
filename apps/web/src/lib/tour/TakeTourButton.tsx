import TourIcon from '@mui/icons-material/Tour';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { takeTourLabel } from './take';
import type { TourController } from './useTour';

/** 'Take the tour': opens the intro tour again at its first step. */
export function TakeTourButton({ tour, ...props }: { tour: TourController } & Omit<ButtonProps, 'onClick'>) {
  const { i18n } = useTranslation();
  return (
    <Button variant="outlined" startIcon={<TourIcon aria-hidden />} onClick={tour.start} {...props}>
      {takeTourLabel(i18n.language)}
    </Button>
  );
}
