import { z } from 'zod';
import { dobField, emailField, gender, genderInput, phoneField } from './auth';
import { badge } from './badges';
import { catalogName } from './catalog';
import { cursorPage, idString, idValue, requiredLine, requiredText } from './common';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * A provider moves to another city at most once in this many days: a provider that could
 * switch freely would read every city's feed in turn (decision 0045).
 */
export const CITY_CHANGE_DAYS = 7;

export const preferencesRequest = z.object({
  services: z
    .array(z.object({ serviceId: idValue, available: z.boolean().default(true) }))
    .min(1, 'providers.validation.chooseService')
    .max(200),
});
export type PreferencesRequest = z.input<typeof preferencesRequest>;

export const providerProfile = z.object({
  sp_id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  gender,
  dob: z.string(),
  email: z.string(),
  /** One decimal, over every rating; null until the first review. */
  averageRating: z.number().nullable(),
  /** Where to fetch the profile image (with the bearer token), or null for the default avatar. */
  profileImage: z.string().nullable(),
  /** Epoch ms from which the city can be changed again; null when it can be changed now. */
  cityChangeableAt: z.number().nullable(),
});
export type ProviderProfile = z.infer<typeof providerProfile>;

/** The text fields of PUT /service-provider/updateProfile (sent as multipart with `profileImage`). */
export const profileUpdateFields = z.object({
  firstName: requiredLine('auth.validation.firstNameRequired', 60),
  lastName: requiredLine('auth.validation.lastNameRequired', 60),
  phone: phoneField,
  address: requiredLine('auth.validation.addressRequired', 300),
  city_id: idValue,
  gender: genderInput,
  dob: dobField,
  email: emailField,
  /** Required only when `email` differs from the current one (decision 0014). */
  current_password: z.string().max(200).optional(),
});
export type ProfileUpdateFields = z.input<typeof profileUpdateFields>;

/**
 * The answer to PUT /service-provider/updateProfile: the profile as saved. A new email is not
 * saved yet: `emailConfirmationSentTo` names the address that must confirm it first.
 */
export const profileUpdateResponse = providerProfile.extend({
  emailConfirmationSentTo: z.string().optional(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponse>;

// ---- confirming a new login email (decision 0014) ----

/** The page the confirmation link opens; it carries `?token=`. */
export const CONFIRM_EMAIL_PAGE = '/confirm-email';
/** How long a confirmation link works. */
export const EMAIL_CHANGE_LINK_MINUTES = 30;

export const confirmEmailRequest = z.object({ token: z.string().min(1).max(200) });
export type ConfirmEmailRequest = z.input<typeof confirmEmailRequest>;
export const confirmEmailResponse = z.object({ message: z.string(), email: z.string() });
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponse>;

export const providerService = z.object({
  service_id: z.number().int(),
  service_name: z.string(),
  category_name: z.string(),
  availability_status: z.boolean(),
});
export type ProviderService = z.infer<typeof providerService>;

export const serviceIdParams = z.object({ serviceId: idString });
export const availabilityRequest = z.object({ available: z.boolean() });

export const categoryRequestBody = z.object({
  title: catalogName(
    'providers.validation.categoryNameRequired',
    80,
    'providers.validation.categoryNameSlug',
  ),
  description: requiredText('providers.validation.descriptionRequired', 500),
});
export type CategoryRequestBody = z.input<typeof categoryRequestBody>;

// ---- what a client sees of a provider ----

export const spIdQuery = z.object({ sp_id: idString });

export const publicProviderProfile = z.object({
  sp_id: z.number().int(),
  fullname: z.string(),
  /** The spec's provider profile fields, beside `fullname` and `city`. */
  firstName: z.string(),
  lastName: z.string(),
  city: z.string(),
  city_name: z.string(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  profileImage: z.string().nullable(),
  memberSince: z.string(),
  /** The badges the provider earned, each with its rule (decision 0066). */
  badges: z.array(badge),
  /** Whether the provider verified a mobile number (decision 0053); never the number. */
  phone_verified: z.boolean(),
});
export type PublicProviderProfile = z.infer<typeof publicProviderProfile>;

export const publicProviderService = z.object({
  service_id: z.number().int(),
  service_name: z.string(),
  category_name: z.string(),
  availability_status: z.boolean(),
});

export const providerReview = z.object({
  request_id: z.number().int(),
  client_name: z.string(),
  service_name: z.string(),
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  review_date: z.string(),
  /** The provider's one reply, and when it was written; null until then. */
  reply: z.string().nullable(),
  reply_date: z.string().nullable(),
});
export type ProviderReview = z.infer<typeof providerReview>;
/** `GET /api/providers/{spId}/reviews`: a page of them, newest first. */
export const providerReviewPage = cursorPage(providerReview);
export type ProviderReviewPage = z.infer<typeof providerReviewPage>;
/** How many the spec's `GET /client/viewSPreviews` answers: the first page. */
export const SPEC_REVIEWS_PAGE = 100;

export const spIdParams = z.object({ spId: idString });
