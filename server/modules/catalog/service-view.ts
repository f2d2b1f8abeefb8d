import type { Service } from '#contracts/catalog';
import { categoryImagePath } from '#contracts/catalog-images';

/** A service row as the API shows it: its image's path where it has one. */
export function toService<T extends Omit<Service, 'image'> & { has_image: boolean }>({
  has_image,
  ...service
}: T): Omit<T, 'has_image'> & { image: string | null } {
  return { ...service, image: has_image ? categoryImagePath(service.name) : null };
}
