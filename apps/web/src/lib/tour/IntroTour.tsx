import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { isFirstStep, isLastStep, TOUR_IMAGE_MAX_HEIGHT_PX } from '@benefits/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { tourText } from './content';
import { TOUR_IMAGE_SIZE, tourImage, type TourStepId } from './steps';
import type { TourController } from './useTour';

/**
 * The intro tour dialog (docs/product §2 "Other UI", §4): a title, an illustration and a text per step, the
 * step number, and Previous, Next and Exit. On the last step Exit takes Next's place; Previous is
 * disabled on the first step. Escape closes it like Exit.
 */
export function IntroTour({ tour }: { tour: TourController }) {
  const { i18n } = useTranslation();
  const text = tourText(i18n.language);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const bodyId = useId();
  const { state, audience, steps } = tour;
  const step = (steps[state.step] ?? steps[0] ?? 'welcome') as TourStepId;
  const words = (text[audience] as Record<TourStepId, { title: string; body: string; alt: string }>)[step];
  const last = isLastStep(state);

  return (
    <Dialog
      open={state.open}
      onClose={tour.exit}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="intro-tour"
    >
      <DialogTitle id={titleId}>{words.title}</DialogTitle>
      <DialogContent>
        <Box
          component="img"
          src={tourImage(audience, step)}
          alt={words.alt}
          width={TOUR_IMAGE_SIZE.width}
          height={TOUR_IMAGE_SIZE.height}
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: `${TOUR_IMAGE_SIZE.width} / ${TOUR_IMAGE_SIZE.height}`,
            maxHeight: TOUR_IMAGE_MAX_HEIGHT_PX,
            objectFit: 'contain',
            mx: 'auto',
            mb: 2,
            borderRadius: 1,
          }}
        />
        <Typography id={bodyId}>{words.body}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} aria-live="polite">
          {text.progress
            .replace('{{step}}', String(state.step + 1))
            .replace('{{count}}', String(state.stepCount))}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {last ? null : (
          <Button onClick={tour.exit} sx={{ mr: 'auto' }}>
            {text.exit}
          </Button>
        )}
        <Button onClick={tour.previous} disabled={isFirstStep(state)}>
          {text.previous}
        </Button>
        {last ? (
          <Button variant="contained" onClick={tour.exit} autoFocus>
            {text.exit}
          </Button>
        ) : (
          <Button variant="contained" onClick={tour.next} autoFocus>
            {text.next}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** 'Take the tour' has a module of its own (./TakeTourButton.tsx), without the dialog and the steps' text. */
export { TakeTourButton } from './TakeTourButton';
