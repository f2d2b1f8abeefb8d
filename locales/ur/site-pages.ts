import type { Catalog } from '../catalog';

export const sitePages: Catalog['sitePages'] = {};
