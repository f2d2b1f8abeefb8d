import { admin } from './admin';
import { app } from './app';
import { auth } from './auth';
import { billing } from './billing';
import { catalog } from './catalog';
import { chat } from './chat';
import { common } from './common';
import { disputes } from './disputes';
import { email } from './email';
import { errors } from './errors';
import { notifications } from './notifications';
import { orders } from './orders';
import { pdf } from './pdf';
import { phones } from './phones';
import { providers } from './providers';
import { publicSite } from './public-site';
import { requests } from './requests';
import { sitePages } from './site-pages';

/** The English catalog: the spec's words exactly, one namespace per area of the product. */
export const en = {
  common,
  app,
  errors,
  auth,
  catalog,
  publicSite,
  sitePages,
  requests,
  chat,
  orders,
  providers,
  billing,
  admin,
  disputes,
  notifications,
  phones,
  email,
  pdf,
} as const;
