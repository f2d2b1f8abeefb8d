import { z } from 'zod';
import { messageResponse } from '#contracts/auth';
import { cursorQuery } from '#contracts/common';
import { errorBody, errorBodyWithSpecMessage } from '#contracts/errors';
import {
  directoryPage,
  directoryQuery,
  providerCount,
  providerCountQuery,
  providerPhotoQuery,
} from '#contracts/provider-directory';
import {
  availabilityRequest,
  confirmEmailRequest,
  confirmEmailResponse,
  MAX_IMAGE_BYTES,
  preferencesRequest,
  profileUpdateFields,
  profileUpdateResponse,
  providerProfile,
  providerReview,
  providerReviewPage,
  providerService,
  publicProviderProfile,
  publicProviderService,
  SPEC_REVIEWS_PAGE,
  serviceIdParams,
  spIdParams,
  spIdQuery,
} from '#contracts/providers';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import { parseFields, readMultipart } from '../../lib/multipart';
import { sendPrivateFile } from '../../lib/private-file-reply';
import { readerLanguage } from '../../lib/reader-language';
import type { Authenticate } from '../auth/authenticator';
import type { EmailChangeService } from '../auth/email-change.service';
import type { DirectoryService } from './directory.service';
import type { OfferedServicesService } from './offered-services.service';
import type { ProfileService } from './profile.service';
import type { PublicProfileService } from './public-profile.service';

type Deps = {
  authenticate: Authenticate;
  profiles: ProfileService;
  offered: OfferedServicesService;
  publicProfiles: PublicProfileService;
  emailChanges: EmailChangeService;
  directory: DirectoryService;
};

export function registerProviderRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
  const provider = access.providers();
  const client = access.clients();

  app.post(
    '/service-provider/preferences',
    {
      ...access.providers({ budget: 'own' }),
      schema: { body: preferencesRequest, response: { 200: messageResponse } },
    },
    (req) => d.offered.setPreferences(actorOf(req).id, req.body),
  );

  app.get(
    '/service-provider/profile',
    { ...provider, schema: { response: { 200: providerProfile } } },
    (req) => d.profiles.profile(actorOf(req).id, readerLanguage(req)),
  );

  app.put(
    '/service-provider/updateProfile',
    {
      ...access.providers({ multipart: true, budget: 'uploads' }),
      // 409 'Email already exists', with the spec's message; 502: the confirmation email failed.
      schema: {
        response: { 200: profileUpdateResponse, 409: errorBodyWithSpecMessage, 502: errorBody },
      },
    },
    async (req) => {
      const { fields, file } = await readMultipart(req, {
        fileField: 'profileImage',
        allowed: ['jpeg', 'png', 'webp'],
        maxBytes: MAX_IMAGE_BYTES,
      });
      return d.profiles.update(
        actorOf(req).id,
        parseFields(profileUpdateFields, fields),
        file,
        { address: req.ip },
        readerLanguage(req),
      );
    },
  );

  // Public: the link is opened from the new address's mailbox (decision 0014).
  app.post(
    '/service-provider/confirm-email',
    {
      ...access.public({ budget: 'auth-limits' }),
      schema: {
        body: confirmEmailRequest,
        response: { 200: confirmEmailResponse, 409: errorBodyWithSpecMessage },
      },
    },
    (req) => d.emailChanges.confirm(req.body.token, { address: req.ip }),
  );

  app.get(
    '/service-provider/image/:spId',
    { ...access.signedIn({ file: true }), schema: { params: spIdParams } },
    async (req, reply) => {
      const image = await d.profiles.image(req.params.spId);
      return sendPrivateFile(reply, image);
    },
  );

  app.get(
    '/service-provider/services',
    { ...provider, schema: { response: { 200: z.array(providerService) } } },
    (req) => d.offered.list(actorOf(req).id, readerLanguage(req)),
  );

  app.put(
    '/service-provider/updateAvailability/:serviceId',
    {
      ...access.providers({ budget: 'own' }),
      schema: {
        params: serviceIdParams,
        body: availabilityRequest,
        response: { 200: providerService },
      },
    },
    (req) =>
      d.offered.setAvailability(
        actorOf(req).id,
        req.params.serviceId,
        req.body.available,
        readerLanguage(req),
      ),
  );

  app.delete(
    '/service-provider/removeService/:serviceId',
    {
      ...access.providers({ budget: 'own' }),
      schema: { params: serviceIdParams, response: { 200: messageResponse } },
    },
    (req) => d.offered.remove(actorOf(req).id, req.params.serviceId),
  );

  app.get(
    '/client/viewSPprofile',
    { ...client, schema: { querystring: spIdQuery, response: { 200: publicProviderProfile } } },
    (req) => d.publicProfiles.profile(req.query.sp_id, readerLanguage(req)),
  );

  app.get(
    '/client/viewSPservices',
    {
      ...client,
      schema: { querystring: spIdQuery, response: { 200: z.array(publicProviderService) } },
    },
    (req) => d.publicProfiles.services(req.query.sp_id, readerLanguage(req)),
  );

  app.get(
    '/client/viewSPreviews',
    { ...client, schema: { querystring: spIdQuery, response: { 200: z.array(providerReview) } } },
    async (req) =>
      (
        await d.publicProfiles.reviews(
          actorOf(req),
          req.query.sp_id,
          { limit: SPEC_REVIEWS_PAGE },
          readerLanguage(req),
        )
      ).items,
  );

  // ---- the public directory (decision 0032) ----
  app.get(
    '/providers',
    {
      ...access.public(),
      schema: { querystring: directoryQuery, response: { 200: directoryPage } },
    },
    (req) => d.directory.list(req.query, readerLanguage(req)),
  );

  app.get(
    '/providers/count',
    {
      ...access.public(),
      schema: { querystring: providerCountQuery, response: { 200: providerCount } },
    },
    (req) => d.directory.count(req.query.city_id, req.query.service_id),
  );

  // Public, unlike the profile image route above: the directory shows it to visitors.
  app.get(
    '/providers/:spId/photo',
    {
      ...access.public({ file: true }),
      schema: { params: spIdParams, querystring: providerPhotoQuery },
    },
    async (req, reply) => {
      const photo = await d.directory.photo(req.params.spId, req.query.v);
      return reply
        .type(photo.mime)
        .header('cache-control', photo.cacheControl)
        .header('content-disposition', 'inline')
        .send(photo.bytes);
    },
  );

  app.get(
    '/providers/:spId/reviews',
    {
      ...access.users(),
      schema: {
        params: spIdParams,
        querystring: cursorQuery,
        response: { 200: providerReviewPage },
      },
    },
    (req) =>
      d.publicProfiles.reviews(actorOf(req), req.params.spId, req.query, readerLanguage(req)),
  );
}
