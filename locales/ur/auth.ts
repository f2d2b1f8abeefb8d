import type { Catalog } from '../catalog';

export const auth: Catalog['auth'] = {};
