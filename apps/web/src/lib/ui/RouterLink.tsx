import Link, { type LinkProps } from '@mui/material/Link';
import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLinkBase } from 'react-router';

/** An MUI link that navigates inside the app. */
export function RouterLink(props: Omit<LinkProps<typeof RouterLinkBase>, 'component'>) {
  return <Link component={RouterLinkBase} {...props} />;
}

/** An MUI button that navigates inside the app. */
export function RouterButton(props: Omit<ButtonProps<typeof RouterLinkBase>, 'component'>) {
  return <Button component={RouterLinkBase} {...props} />;
}
