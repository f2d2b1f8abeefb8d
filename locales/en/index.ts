import { admin } from './admin';
import { admins } from './admins';
import { app } from './app';
import { auth } from './auth';
import { badges } from './badges';
import { billing } from './billing';
import { catalog } from './catalog';
import { chat } from './chat';
import { common } from './common';
import { disputes } from './disputes';
import { email } from './email';
import { errors } from './errors';
import { idChecks } from './id-checks';
import { landing } from './landing';
import { moderation } from './moderation';
import { notifications } from './notifications';
import { numbers } from './numbers';
import { orders } from './orders';
import { overdue } from './overdue';
import { pdf } from './pdf';
import { phones } from './phones';
import { providers } from './providers';
import { publicSite } from './public-site';
import { requests } from './requests';
import { seo } from './seo';
import { sitePages } from './site-pages';
import { users } from './users';

/** The English catalog: the spec's words exactly, one namespace per area of the product. */
export const en = {
  common,
  app,
  errors,
  auth,
  catalog,
  publicSite,
  sitePages,
  landing,
  requests,
  chat,
  orders,
  providers,
  billing,
  admin,
  admins,
  disputes,
  notifications,
  numbers,
  overdue,
  moderation,
  phones,
  badges,
  idChecks,
  users,
  email,
  pdf,
  seo,
} as const;
