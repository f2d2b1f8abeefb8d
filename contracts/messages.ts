/** The spec's user-facing texts, word for word. */
export const Messages = {
  noActiveCategories: 'No services available at the moment. Please check back later!',
  categoryNotFound: 'Category not found.',
  unexpectedError: 'Unexpected Application Error!',
} as const;

/** Texts of the sign-up, login and password screens (spec sections 5 and 8). */
export const AuthMessages = {
  passwordsDoNotMatchSignup: 'Passwords do not match. Please check and try again.',
  clientTermsRequired: 'You must agree to the terms of service.',
  emailAlreadyRegistered: 'The email address is already registered. Please use a different email.',
  accountCreated: 'Account created successfully!',
  invalidEmail: 'Please enter a valid email address (e.g., name@example.com).',
  phoneDigitsOnly: 'Phone number must contain only digits.',
  dobInFuture: 'Date of Birth cannot be in the future.',
  providerTermsRequired: 'You must agree to the terms and conditions.',
  providerNetworkFailure: 'Make sure to fill all details.',
  passwordTooShort: 'Password must be at least 8 characters.',
  signupFirst: 'Signup First',
  invalidPassword: 'Invalid Password!',
  loginFailed: 'Failed to login',
  resetLinkSent: 'Password reset link has been sent to your email.',
  emailNotExists: 'Email not exists.',
  resetLinkIssue: 'There was an issue sending the password reset link.',
  resetLinkError: 'An error occurred while sending the password reset link.',
  resetPasswordsDoNotMatch: 'Passwords do not match',
  tokenExpiredAsk: 'Token is invalid or has expired. Do you want to resend the link?',
  passwordResetDone: 'Password reset successfully',
  resetError: 'An error occurred while resetting the password.',
  resetLinkResent: 'Password reset link has been resent to your email.',
  adminInvalidCredentials: 'Invalid credentials',
  adminLoginError: 'An error occurred during login.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
