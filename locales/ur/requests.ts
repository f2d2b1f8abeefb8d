import type { Catalog } from '../catalog';

export const requests: Catalog['requests'] = {};
