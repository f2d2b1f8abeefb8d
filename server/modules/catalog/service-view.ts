import type { Service } from '#contracts/catalog';
import { categoryImagePath } from '#contracts/catalog-images';

/**
 * A service row as the API shows it: its image's path where it has one. The image is named by
 * the service's English name (`image_name`), whatever language its `name` is in.
 */
export function toService<
  T extends Omit<Service, 'image'> & { has_image: boolean; image_name: string },
>({
  has_image,
  image_name,
  ...service
}: T): Omit<T, 'has_image' | 'image_name'> & {
  image: string | null;
} {
  return { ...service, image: has_image ? categoryImagePath(image_name) : null };
}

/** A category row as the API shows it: its icon's path, named by its English name. */
export function toCategory<T extends { image_name: string }>({
  image_name,
  ...category
}: T): Omit<T, 'image_name'> & { image: string } {
  return { ...category, image: categoryImagePath(image_name) };
}
