import type { ReactNode } from 'react';
import { PageColumn } from '../../lib/ui/PageColumn';

export { LoadError } from '../../lib/ui/LoadError';
export { Loading, Section } from '../../lib/ui/Section';

/** The frame of every account screen: a centred column with the page's heading. */
export function AccountPage({
  title,
  children,
  maxWidth = 880,
}: {
  title: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  return (
    <PageColumn title={title} maxWidth={maxWidth}>
      {children}
    </PageColumn>
  );
}
