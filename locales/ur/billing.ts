import type { Catalog } from '../catalog';

export const billing: Catalog['billing'] = {};
