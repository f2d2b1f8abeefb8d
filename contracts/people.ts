/**
 * A person's full name as every screen, email and document writes it: the first name, a space,
 * the last name. The one place for that rule (the server's SQL `concat_ws(' ', ...)` agrees).
 */
export function fullName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`;
}
