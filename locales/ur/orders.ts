import type { Catalog } from '../catalog';

export const orders: Catalog['orders'] = {};
