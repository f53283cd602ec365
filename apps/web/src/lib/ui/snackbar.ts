import { create } from 'zustand';

export type SnackbarSeverity = 'success' | 'error' | 'info' | 'warning';
export interface SnackbarPosition {
  vertical: 'top' | 'bottom';
  horizontal: 'left' | 'center' | 'right';
}

export interface SnackbarMessage {
  id: number;
  message: string;
  severity: SnackbarSeverity;
  position: SnackbarPosition;
}

interface SnackbarState {
  current: SnackbarMessage | null;
  open: boolean;
  show: (message: string, severity?: SnackbarSeverity, position?: SnackbarPosition) => void;
  hide: () => void;
}

const BOTTOM_CENTRE: SnackbarPosition = { vertical: 'bottom', horizontal: 'center' };
let nextId = 1;

/** docs/product §2 "Other UI" / §4: one snackbar with message, severity and position (success, failed, hide). */
export const useSnackbar = create<SnackbarState>()((set) => ({
  current: null,
  open: false,
  show: (message, severity = 'info', position = BOTTOM_CENTRE) =>
    set({ current: { id: nextId++, message, severity, position }, open: true }),
  // The message stays while the snackbar animates out.
  hide: () => set({ open: false }),
}));

/** notificationBarSuccess */
export const showSuccess = (message: string) => useSnackbar.getState().show(message, 'success');
/** notificationBarFailed: red, bottom centre (docs/product §8). */
export const showFailure = (message: string) => useSnackbar.getState().show(message, 'error', BOTTOM_CENTRE);
/** notificationBarHide */
export const hideSnackbar = () => useSnackbar.getState().hide();
/**
 * Closes the red snackbar of an earlier attempt, if one is on screen: a screen that answers a new
 * attempt (or moves to its next step) on the page itself calls it, so an old failure does not stand
 * beside a later success. A success or information message on screen stays.
 */
export const dismissFailure = () => {
  const { current, open, hide } = useSnackbar.getState();
  if (open && current?.severity === 'error') hide();
};
