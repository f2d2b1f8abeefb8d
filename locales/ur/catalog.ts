import type { Catalog } from '../catalog';

export const catalog: Catalog['catalog'] = {};
