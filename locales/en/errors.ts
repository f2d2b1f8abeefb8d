/**
 * What users read for each error code (contracts/errors.ts), nested where a code has a dot
 * ('offer.not_pending' is codes.offer.not_pending). A code's text is shown when the server's
 * answer names no more precise text of its own.
 */
export const errors = {
  files: {
    nameNotAllowed: 'This file name is not allowed.',
    imageExists: 'An image with this name already exists. Choose another name.',
    notFound: 'File not found.',
  },
  upload: {
    tooLarge: 'The file is larger than {{megabytes}} MB.',
    notMultipart: 'Send this form as multipart/form-data.',
    fieldTooLong: 'The field {{field}} is too long.',
    unexpectedFile: 'Unexpected file in field {{field}}.',
    wrongKind: 'The file must be a {{kind}} file.',
    wrongKinds: 'The file must be a {{kinds}} or {{last}} file.',
    oneFile: 'Send one file only.',
    tooManyFiles: 'Send at most {{max}} files.',
    tooManyFields: 'This form has too many fields.',
    malformed: 'The form could not be read: the multipart data is malformed.',
    invalidField: 'The field {{field}} is not valid.',
  },
  cursorInvalid: 'This page cursor is not valid.',
  socket: {
    tooManyEvents: 'Too many events in a short time. Please slow down.',
  },
  server: {
    failed: 'Something went wrong on our side.',
    unavailable:
      'The service is briefly unavailable, and your last action may not have been saved. Please check and try again.',
    exists: 'This already exists.',
    dataInvalid: 'Some of the data sent is not valid.',
    urlInvalid: 'The URL is not valid.',
  },
  codes: {
    bad_request: 'This request was not valid. Please check what you entered.',
    unauthorized: 'Your session has ended. Please log in again.',
    forbidden: 'You are not allowed to do this.',
    not_found: 'Not found',
    conflict: 'This changed in the meantime. Please reload and try again.',
    payload_too_large: 'This file is too large.',
    rate_limited: 'Too many attempts. Please wait a few minutes and try again.',
    internal_error: 'Something went wrong on our side. Please try again.',
    service_unavailable: 'The service is briefly unavailable. Please try again in a moment.',
    offer: {
      not_pending:
        'This offer is no longer pending: it was answered, withdrawn or replaced in the meantime.',
      expired: 'This offer has expired: nobody answered it in time.',
      own: 'This is your own offer: only the other side can accept, decline or counter it.',
      not_yours: 'Only the side that made an offer can withdraw it.',
      price_changed:
        'The price changed since you looked. Check the new offer before you accept it.',
      pin_required:
        'This offer is new or replaced another one. Open the chat and accept the offer you see there.',
      not_found: 'This offer is no longer in your chats.',
      slot_clash: 'You already have a job at that time. Book anyway?',
      scope_too_long: "What's included can be at most {{maximum}} characters.",
      duration_out_of_range: 'The estimated time must be from 15 minutes to 30 days.',
    },
    request: {
      not_pending: 'This request is no longer open: it was accepted, cancelled or has expired.',
      not_in_feed:
        "This request does not match the provider's city or services, so it cannot be offered here.",
      expired: 'This request expired before an offer was accepted.',
      key_reused:
        'This form was already used to send another request. Reload the page to send a new one.',
      when_past_day: 'That day has already passed. Choose today or a later day.',
      when_ended: 'That time has already passed today. Choose a later time or another day.',
      when_too_far: 'Choose a day within the next {{days}} days.',
    },
    week: {
      hours_order: "A day's hours must open before they close.",
      hours_half: 'Give both the opening and the closing time, or mark the day closed.',
      weekday_twice: 'Each weekday can be set only once.',
      incomplete: 'Set hours for every day of the week, or clear them all.',
      day_off_past: 'That day has already passed.',
      day_off_too_far: 'Choose days off within the next {{days}} days.',
    },
    order: {
      not_pending: 'Only a pending order can be cancelled.',
      not_accepted: 'Only an accepted order can be marked as completed.',
      not_disputable:
        'A problem can be reported once per order: on an accepted order, or in the first days after it was completed.',
    },
    appointment: {
      not_booked: 'This order has no booked time yet.',
      cancelled: 'This appointment was cancelled.',
      already_on_my_way: 'You already said you are on your way.',
      already_started: 'This job has already started.',
    },
    reschedule: {
      open: 'A new time is already proposed for this booking. Answer or withdraw it first.',
      not_open: 'This proposal was already accepted, declined or withdrawn.',
      own: 'You proposed this time: the other side accepts or declines it.',
      not_yours: 'Only the side that proposed a new time can withdraw it.',
      same_time: 'That is the time already booked. Choose another time.',
      ended: 'The proposed time has already passed. Propose another time.',
      clash: 'You already have another job at that time. Move this one there anyway?',
    },
    review: {
      already_replied: 'You have already replied to this review: each review takes one reply.',
    },
    dispute: {
      already_open: 'This order already has an open dispute: add a statement to it instead.',
      not_open: 'This dispute has already been resolved.',
      not_found: 'This dispute no longer exists, or it is not yours to see.',
    },
    auth: {
      account_braked:
        'Many wrong passwords were tried on this account, so it only lets in devices it knows. Get a one-time code to sign in.',
      login_code_invalid: 'That code is wrong, already used or expired. Ask for a new one.',
    },
    invoice: {
      proof_not_in_review:
        'This invoice has no proof waiting for review any more: it was paid or rejected meanwhile.',
      proof_changed:
        'The provider uploaded a newer proof since you opened this one. Check the new proof first.',
    },
    text: {
      control_characters:
        'This text holds hidden characters (line breaks, text-direction or invisible characters). Please type it again without them.',
    },
    push: {
      endpoint_not_allowed:
        "This browser's push service is not one we can send to, so alerts cannot reach this device.",
    },
    block: {
      blocked: 'You cannot do this: one of you has blocked the other.',
      self: 'You cannot block yourself.',
    },
    favourite: {
      provider_unavailable: 'This provider cannot be saved: they are not available.',
    },
    report: {
      self: 'You cannot report yourself or what you wrote.',
      duplicate: 'You have already reported this. A moderator will look at your report.',
      target_not_found: 'There is nothing to report here: it does not exist, or you cannot see it.',
      not_open: 'This report was already dismissed or handled.',
      not_hideable: 'Only a review or a message can be hidden. Handle or dismiss this report.',
    },
    account: {
      suspended:
        'This account is suspended. If you think this is a mistake, reply to the email we sent you.',
      other_suspended: "You cannot do this: the other person's account is suspended for now.",
    },
    users: {
      already_suspended: 'This account is suspended already.',
      not_suspended: 'This account is not suspended.',
    },
    webhook: {
      signature_invalid: 'This request is not signed by the messaging provider.',
    },
  },
} as const;
