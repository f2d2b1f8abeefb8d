import type { Catalog } from '../catalog';

export const admin: Catalog['admin'] = {};
