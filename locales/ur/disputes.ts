import type { Catalog } from '../catalog';

export const disputes: Catalog['disputes'] = {};
