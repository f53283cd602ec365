import type { ModuleHandlers } from '../../platform/http';

export const accountHandlers: ModuleHandlers<never> = {};
