import type { ModuleHandlers } from '../../platform/http';

export const claimHandlers: ModuleHandlers<never> = {};
