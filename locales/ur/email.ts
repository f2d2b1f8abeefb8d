import type { Catalog } from '../catalog';

export const email: Catalog['email'] = {};
