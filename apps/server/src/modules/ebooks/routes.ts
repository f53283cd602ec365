import type { ModuleHandlers } from '../../platform/http';
import { ebookDownload } from './service';

export const ebookHandlers: ModuleHandlers<'ebookDownload'> = {
  ebookDownload: ({ input, services }) => ebookDownload(services, input.id),
};
