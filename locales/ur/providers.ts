import type { Catalog } from '../catalog';

export const providers: Catalog['providers'] = {};
