import { errorBody } from '#contracts/errors';
import {
  phoneState,
  removePhoneRequest,
  startPhoneRequest,
  verifyPhoneRequest,
} from '#contracts/phones';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { PhonesService } from './phones.service';

type Deps = { authenticate: Authenticate; phones: PhonesService };

/** A client's or provider's own mobile number (decision 0053). */
export function registerPhoneRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
  // Sending a code texts a number: braked in the phones service, per account, number, address.
  const sends = access.users({ budget: 'phone-codes' });
  const sent = { 200: phoneState, 502: errorBody };

  app.get(
    '/account/phone',
    { ...access.users(), schema: { response: { 200: phoneState } } },
    (req) => d.phones.state(actorOf(req)),
  );

  app.post(
    '/account/phone',
    { ...sends, schema: { body: startPhoneRequest, response: sent } },
    (req) => d.phones.start(actorOf(req), req.body, { address: req.ip }),
  );

  app.post(
    '/account/phone/resend',
    { ...access.users({ budget: 'phone-codes', noBody: true }), schema: { response: sent } },
    (req) => d.phones.resend(actorOf(req), { address: req.ip }),
  );

  app.post(
    '/account/phone/verify',
    {
      ...access.users({ budget: 'phone-codes' }),
      schema: { body: verifyPhoneRequest, response: { 200: phoneState } },
    },
    (req) => d.phones.verify(actorOf(req), req.body.code),
  );

  app.delete(
    '/account/phone',
    {
      ...access.users({ budget: 'own' }),
      schema: { body: removePhoneRequest, response: { 200: phoneState } },
    },
    (req) => d.phones.remove(actorOf(req), req.body.password, { address: req.ip }),
  );
}
