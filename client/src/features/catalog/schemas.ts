import { z } from 'zod';
import { newCategoryFields, newServiceFields } from '#contracts/admin';
import { iconProblem } from './image-file';

/** A required PNG, JPEG or WebP image of at most 5 MB; the field starts empty (null). */
const pngImage = z
  .instanceof(File)
  .nullable()
  .superRefine((file, ctx) => {
    const problem = iconProblem(file, true);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((file) => file as File);

export const addCategoryForm = newCategoryFields.extend({
  name: z
    .string()
    .trim()
    .min(1, 'admin.messages.categoryNameRequired')
    .pipe(newCategoryFields.shape.name),
  image: pngImage,
});
export type AddCategoryForm = z.input<typeof addCategoryForm>;

export const addServiceForm = newServiceFields.extend({
  category_id: z
    .string()
    .nullable()
    .refine((id) => Boolean(id), 'admin.validation.chooseCategory')
    .transform(Number),
  image: pngImage,
});
export type AddServiceForm = z.input<typeof addServiceForm>;
