import { z } from 'zod';
import { catalogName, catalogStatus, urduFields } from './catalog';
import { cursorPage, idString, idValue, requiredText } from './common';

export const categoryRequest = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  fullname: z.string(),
  sp_id: z.number().int(),
  created_at: z.string(),
});
export type CategoryRequest = z.infer<typeof categoryRequest>;
/** `GET /api/admin/category-requests`: a page of them, oldest first. */
export const categoryRequestPage = cursorPage(categoryRequest);
/** How many the spec's `GET /admin` answers: the first page. */
export const SPEC_CATEGORY_REQUESTS_PAGE = 100;

export const idParams = z.object({ id: idString });
export const categoryIdParams = z.object({ categoryId: idString });
export const statusRequest = z.object({ status: catalogStatus });

/** Text fields of POST /Addcategories (multipart with `categoryImg`). */
export const newCategoryFields = z.object({
  name: catalogName('admin.messages.categoryNameRequired', 80, 'admin.validation.categoryNameSlug'),
  description: requiredText('admin.validation.descriptionRequired', 300),
  ...urduFields,
});
export type NewCategoryFields = z.input<typeof newCategoryFields>;

/** Text fields of POST /AddService (multipart with `serviceImg`). */
export const newServiceFields = z.object({
  name: catalogName('admin.validation.serviceNameRequired', 80, 'admin.validation.serviceNameSlug'),
  description: requiredText('admin.validation.descriptionRequired', 300),
  category_id: idValue,
  ...urduFields,
});
export type NewServiceFields = z.input<typeof newServiceFields>;

export const createdResponse = z.object({ message: z.string(), id: z.number().int() });
