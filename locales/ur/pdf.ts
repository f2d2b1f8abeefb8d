import type { Catalog } from '../catalog';

export const pdf: Catalog['pdf'] = {};
