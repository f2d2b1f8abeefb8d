import type { SitePageSlug } from '#contracts/site-pages';
import { textOf } from '../../lib/i18n';

/**
 * The titles never change; the admin edits the text under them. The API answers them in
 * English (the app shows each reader the catalog's title in their language).
 */
export const PAGE_TITLES: Record<SitePageSlug, string> = {
  terms: textOf('en', 'sitePages.titles.terms'),
  privacy: textOf('en', 'sitePages.titles.privacy'),
};

/** What a page says until the admin writes its own (a sensible start, not legal advice). */
export const DEFAULT_PAGES: Record<SitePageSlug, string> = {
  terms: `These terms apply to everyone who uses ServiceHub: clients who post service requests, service providers who take them, and visitors.

## What ServiceHub does
ServiceHub puts clients in touch with independent service providers. Providers are not employees of ServiceHub; the work and its quality are agreed between the client and the provider.

## Accounts
- Give true details when you register and keep your password to yourself.
- You are responsible for what is done with your account.
- We may suspend an account that is used for fraud, abuse or to break these terms.

## Requests, offers and orders
- A request describes the job, the city and the address where it is done.
- Prices are agreed in the chat. An accepted offer becomes an order at that price.
- A client may cancel a request while it is pending. Once accepted, either side marks the order completed when the work is done.
- If something goes wrong, either side can report a problem with the order; the platform reads both sides and decides.

## Fees
Providers pay a platform fee of 10% of the price of each completed order, invoiced monthly. Invoices are due by the date shown on them; proofs of payment are checked by the platform.

## Reviews
Clients may rate completed orders and providers may reply once. Reviews must be honest and must not contain abuse or personal data.

## Changes
We may change these terms. Once they have been changed, the date of the last change is shown at the top of this page; using ServiceHub after a change means you accept it.`,
  privacy: `This policy says what ServiceHub keeps about you, why, and what you can ask of us.

## What we keep
- Your account details: name, email, password (stored only as a secure hash), and for providers phone, address, city, date of birth, gender and profile photo.
- What you do on ServiceHub: requests and their photos, chats and offers, orders, reviews, invoices and proofs of payment.
- Technical records needed to keep the service safe, such as sign-in attempts.

## Why we keep it
To run the marketplace: show requests to the providers who can do them, let both sides talk and agree a price, bill the platform fee, and settle disputes. We do not sell your data.

## Who sees it
- The other party of a chat or order sees your name and what you wrote there; your email stays private.
- Providers in a request's city see the request, its address and photo.
- The platform's operator sees what it needs to settle disputes and payments.

## How long
Account data is kept while the account exists. Orders and invoices are kept as long as the law requires for accounting.

## Your rights
You can see and correct your details in your profile, and ask us to delete your account by writing to the contact address in the footer.`,
};
