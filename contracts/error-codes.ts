// A module without zod: a public page that can show an error reads the codes without building
// a schema (decision 0112).

/** Machine-readable error codes shared by HTTP answers and socket acks. */
export const ErrorCode = {
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  /** The database could not be reached; the same call may be retried in a moment. */
  unavailable: 'service_unavailable',
  emailTaken: 'email_taken',
  accountNotFound: 'account_not_found',
  invalidPassword: 'invalid_password',
  invalidCredentials: 'invalid_credentials',
  tokenInvalid: 'token_invalid',
  mailFailed: 'mail_failed',
  /** Changing the login email needs the current password; none was sent. */
  currentPasswordRequired: 'current_password_required',
  /** The current password sent to change the login email is wrong. */
  currentPasswordInvalid: 'current_password_invalid',
  /** Not a Pakistani mobile number (decision 0053). */
  phoneInvalid: 'phone.invalid',
  /** Another account verified this number. */
  phoneTaken: 'phone.taken',
  /** The account's verified number already is this one. */
  phoneSameNumber: 'phone.same_number',
  /** The account has no verified number (to remove). */
  phoneNone: 'phone.none',
  /** No code is waiting for this account (to verify or send again). */
  phoneNoPending: 'phone.no_pending',
  /** The code typed is not the one sent; `tries` say how many are left. */
  phoneCodeWrong: 'phone.code_wrong',
  /** The code's 10 minutes ran out. */
  phoneCodeExpired: 'phone.code_expired',
  /** Five codes were typed against this code: it works no more. */
  phoneCodeSpent: 'phone.code_spent',
  /** A new code was sent less than a minute ago. */
  phoneResendTooSoon: 'phone.resend_too_soon',
  /** The SMS with the code could not be sent. */
  phoneSmsFailed: 'phone.sms_failed',
  /** The offer was answered, withdrawn, replaced or expired: it can no longer be acted on. */
  offerNotPending: 'offer.not_pending',
  /** The offer's answer time ran out. */
  offerExpired: 'offer.expired',
  /** The caller made this offer: only the other party can accept, decline or counter it. */
  offerOwn: 'offer.own',
  /** Only the party who made an offer can withdraw it. */
  offerNotYours: 'offer.not_yours',
  /** The pending offer's price is not the one the caller saw (it was replaced). */
  offerPriceChanged: 'offer.price_changed',
  /** An accept that names no offer, while the chat's pending offer is new or replaced another. */
  offerPinRequired: 'offer.pin_required',
  /** No offer with this id in the caller's chats. */
  offerNotFound: 'offer.not_found',
  /** The provider already has a booked job at the slot; the call may confirm it (decision 0075). */
  offerSlotClash: 'offer.slot_clash',
  /** What an offer says it includes is longer than its limit (decision 0086). */
  offerScopeTooLong: 'offer.scope_too_long',
  /** An offer's estimated duration is under 15 minutes or over 30 days (decision 0086). */
  offerDurationOutOfRange: 'offer.duration_out_of_range',
  /** The request was accepted, cancelled or expired: it takes no more offers or changes. */
  requestNotPending: 'request.not_pending',
  /** The request does not match this provider (city, offered and available service). */
  requestNotInFeed: 'request.not_in_feed',
  /** The request ran out of time with no accepted offer. */
  requestExpired: 'request.expired',
  /** The `Idempotency-Key` of a new request was already used by this client for another one. */
  requestKeyReused: 'request.key_reused',
  /** A request's day is before its city's today (decision 0074). */
  requestWhenPastDay: 'request.when_past_day',
  /** A request's slot has already ended. */
  requestWhenEnded: 'request.when_ended',
  /** A request's day is more than SLOT_MAX_DAYS_AHEAD after its city's today. */
  requestWhenTooFar: 'request.when_too_far',
  /** Working hours that open at or after they close (decision 0078). */
  weekHoursOrder: 'week.hours_order',
  /** Working hours with an opening and no closing, or the other way round. */
  weekHoursHalf: 'week.hours_half',
  /** The week names a weekday twice. */
  weekWeekdayTwice: 'week.weekday_twice',
  /** Working hours that leave out a weekday (every weekday, or none). */
  weekIncomplete: 'week.incomplete',
  /** A day off before the city's today. */
  weekDayOffPast: 'week.day_off_past',
  /** A day off more than DAYS_OFF_MAX_AHEAD days after the city's today. */
  weekDayOffTooFar: 'week.day_off_too_far',
  /** Only an accepted order, or one completed within the dispute window, can be disputed. */
  orderNotDisputable: 'order.not_disputable',
  /** The order already has an open dispute. */
  disputeAlreadyOpen: 'dispute.already_open',
  /** The dispute was resolved: it takes no more statements or resolutions. */
  disputeNotOpen: 'dispute.not_open',
  /** No dispute with this id for the caller. */
  disputeNotFound: 'dispute.not_found',
  /** The provider moved to another city too recently (CITY_CHANGE_DAYS, decision 0045). */
  cityChangeTooSoon: 'provider.city_change_too_soon',
  /** SMS and WhatsApp alerts go only to a verified phone number; the account has none. */
  phoneUnverified: 'alerts.phone_unverified',
  /** Only a pending order can be cancelled. */
  orderNotPending: 'order.not_pending',
  /** Only an accepted order can be completed. */
  orderNotAccepted: 'order.not_accepted',
  /** The order already has an open proposal of a new time: answer or withdraw it first. */
  rescheduleOpen: 'reschedule.open',
  /** The proposal was accepted, declined or withdrawn meanwhile. */
  rescheduleNotOpen: 'reschedule.not_open',
  /** The caller proposed it: only the other party accepts or declines it. */
  rescheduleOwn: 'reschedule.own',
  /** Only the party that proposed a new time can withdraw it. */
  rescheduleNotYours: 'reschedule.not_yours',
  /** The proposed time is the booked one. */
  rescheduleSameTime: 'reschedule.same_time',
  /** The proposed time ended before it was accepted. */
  rescheduleEnded: 'reschedule.ended',
  /** The new time overlaps another of the provider's booked jobs: it confirms first. */
  rescheduleClash: 'reschedule.clash',
  /** The order has no booked time (decision 0076). */
  appointmentNotBooked: 'appointment.not_booked',
  /** The appointment was cancelled: no progress is set on it. */
  appointmentCancelled: 'appointment.cancelled',
  /** "On my way" was already said for this appointment. */
  appointmentAlreadyOnMyWay: 'appointment.already_on_my_way',
  /** The job already started: neither "On my way" nor "Started" comes again. */
  appointmentAlreadyStarted: 'appointment.already_started',
  /** The provider has already replied to this review: a review takes one reply. */
  reviewAlreadyReplied: 'review.already_replied',
  /** Only an invoice whose proof of payment waits for the admin can have its proof rejected. */
  invoiceProofNotInReview: 'invoice.proof_not_in_review',
  /**
   * Strangers' failed sign-ins braked this account for devices it has not vouched for: the
   * owner gets in on this one with a one-time code (decision 0044).
   */
  accountBraked: 'auth.account_braked',
  /** The one-time sign-in code is wrong, used, or expired. */
  loginCodeInvalid: 'auth.login_code_invalid',
  /** The provider replaced the proof after the admin looked at it: the newer one is not rejected. */
  invoiceProofChanged: 'invoice.proof_changed',
  /** A text holds bidi controls, line breaks or invisible characters its field refuses. */
  textControlCharacters: 'text.control_characters',
  /** A push subscription's endpoint is not a known push service's (decision 0050). */
  pushEndpointNotAllowed: 'push.endpoint_not_allowed',
  /** A provider's webhook came without a valid signature (or verify token): not from them. */
  webhookSignatureInvalid: 'webhook.signature_invalid',
  /** One of the two people blocked the other: no chats, messages, offers or requests (decision 0067). */
  blocked: 'block.blocked',
  /** A person cannot block themselves. */
  blockSelf: 'block.self',
  /** The provider to save is unknown or suspended (decision 0081). */
  favouriteProviderUnavailable: 'favourite.provider_unavailable',
  /** A person cannot report themselves, their own review or their own message. */
  reportSelf: 'report.self',
  /** The caller already has an open report on this target. */
  reportDuplicate: 'report.duplicate',
  /** No such user, review or message that the caller can see. */
  reportTargetNotFound: 'report.target_not_found',
  /** The report was dismissed or handled already. */
  reportNotOpen: 'report.not_open',
  /** Only a review or a message can be hidden; a report of a person is handled or dismissed. */
  reportNotHideable: 'report.not_hideable',
  /** The signed-in admin's role may not call this route (decision 0072). */
  adminRoleForbidden: 'admin.role_forbidden',
  /** The change would leave no owner: the last owner stays an owner and stays. */
  adminLastOwner: 'admin.last_owner',
  /** That email already signs in as an admin. */
  adminAlreadyAdmin: 'admin.already_admin',
  /** The invitation's link was used, cancelled, expired or made up. */
  adminInvitationInvalid: 'admin.invitation_invalid',
  /** As many admins (or open invitations) as allowed already. */
  adminTooMany: 'admin.too_many',
  /** The account is suspended (decision 0068): it cannot sign in, its sessions stopped. */
  accountSuspended: 'account.suspended',
  /** The other person of a chat, an offer or a direct request is suspended (decision 0068). */
  otherSuspended: 'account.other_suspended',
  /** The users desk: the account is suspended already, or is not suspended (to reinstate). */
  userAlreadySuspended: 'users.already_suspended',
  userNotSuspended: 'users.not_suspended',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
