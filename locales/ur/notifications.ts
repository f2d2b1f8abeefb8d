import type { Catalog } from '../catalog';

export const notifications: Catalog['notifications'] = {};
