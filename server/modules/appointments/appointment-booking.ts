import * as repo from './appointments.repo';

/**
 * The appointments module's door for the modules that book an order's time or read it
 * (decision 0075): offers book inside the accept's transaction; orders read it in their own
 * query, one round trip a page (decision 0097), and word it with `appointmentRead`.
 */
export const bookAppointment = repo.book;

/** An order's booked time as reads carry it, from its row or its JSON form. */
export { appointmentRead } from './appointment-read';

/** The provider's live appointments overlapping [start, end): booking then asks first. */
export const overlappingAppointments = repo.overlapping;
