import type { Catalog } from '../catalog';

export const publicSite: Catalog['publicSite'] = {};
