/** Accounts: sign-up, login, password reset, the account fields, and the mails they send. */
export const auth = {
  /** Account fields, as the sign-up and profile forms label them. */
  fields: {
    name: 'Name',
    email: 'Email',
    password: 'Password',
    repeatPassword: 'Repeat password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    username: 'Username',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    address: 'Address',
    city: 'City',
    selectCity: 'Select City',
    loadingCities: 'Loading cities…',
    noCityFound: 'No city found',
    citiesFailed: 'We could not load the cities. Please reload the page.',
    dob: 'Date of birth',
    gender: 'Gender',
    female: 'Female',
    male: 'Male',
    other: 'Other',
    passwordHint: 'At least 8 characters.',
  },
  /** What a form says of a field it refuses (the contracts' messages name these keys). */
  validation: {
    nameRequired: 'Name is required.',
    firstNameRequired: 'First name is required.',
    lastNameRequired: 'Last name is required.',
    addressRequired: 'Address is required.',
    usernameRequired: 'Username is required.',
    emailRequired: 'Email is required.',
    invalidEmail: 'Please enter a valid email address (e.g., name@example.com).',
    passwordRequired: 'Password is required.',
    loginCodeFormat: 'The code is the 6 digits from the message.',
    passwordTooShort: 'Password must be at least 8 characters.',
    passwordTooLong: 'Password is too long.',
    repeatPassword: 'Please repeat the password.',
    confirmPassword: 'Please confirm the password.',
    passwordsDoNotMatchSignup: 'Passwords do not match. Please check and try again.',
    resetPasswordsDoNotMatch: 'Passwords do not match',
    phoneRequired: 'Phone is required.',
    phoneDigitsOnly: 'Phone number must contain only digits.',
    phoneLength: 'Phone number must have 7 to 15 digits.',
    dobRequired: 'Date of birth is required.',
    dobInvalid: 'Date of birth must be a date.',
    dobInFuture: 'Date of Birth cannot be in the future.',
    dobTooOld: 'Date of birth is too far in the past.',
    cityRequired: 'City is required.',
    genderRequired: 'Gender is required.',
    clientTermsRequired: 'You must agree to the terms of service.',
    providerTermsRequired: 'You must agree to the terms and conditions.',
  },
  /** The spec's texts of the sign-up, login and password screens (sections 5 and 8). */
  messages: {
    accountCreated: 'Account created successfully!',
    emailAlreadyRegistered:
      'The email address is already registered. Please use a different email.',
    providerNetworkFailure: 'Make sure to fill all details.',
    signupFirst: 'Signup First',
    invalidPassword: 'Invalid Password!',
    loginFailed: 'Failed to login',
    resetLinkSent: 'Password reset link has been sent to your email.',
    emailNotExists: 'Email not exists.',
    resetLinkIssue: 'There was an issue sending the password reset link.',
    resetLinkError: 'An error occurred while sending the password reset link.',
    tokenExpiredAsk: 'Token is invalid or has expired. Do you want to resend the link?',
    passwordResetDone: 'Password reset successfully',
    resetError: 'An error occurred while resetting the password.',
    resetLinkResent: 'Password reset link has been resent to your email.',
    adminInvalidCredentials: 'Invalid credentials',
    adminLoginError: 'An error occurred during login.',
    genericFailure: 'Something went wrong. Please check your connection and try again.',
  },
  /** What the server answers when it refuses (its English is the API's `error.message`). */
  errors: {
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
    accountBraked:
      'Many wrong passwords were tried on this account from elsewhere, so it only lets in devices it knows. Get a one-time code to sign in on this one.',
    loginCodeInvalid: 'That code is wrong, already used or expired. Ask for a new one.',
    emailExists: 'Email already exists',
    invalidPassword: 'Invalid password',
    invalidCredentials: 'Invalid credentials',
    emailNotFound: 'Email not found',
    tokenInvalid: 'Token is invalid or has expired',
    accountNotFound: 'Account not found.',
    mailFailed: 'The email could not be sent. Please try again later.',
    chooseCity: 'Please choose a city from the list.',
  },
  /** Changing the login email (decision 0014). */
  emailChange: {
    passwordNeeded: 'Enter your current password to change your email.',
    passwordWrong: 'That is not your current password.',
    linkInvalid: 'This confirmation link is invalid, already used or expired.',
    changed: 'Your email has been changed.',
  },
  session: {
    checking: 'Checking your session',
    checkFailed: 'We could not check your session. Check your connection and try again.',
  },
  /** Why the login page was shown instead of the page asked for. */
  loginReason: {
    signin: 'Please log in to continue. You will come back to this page after.',
    expired: 'Your session has expired. Please log in again to continue where you were.',
  },
  login: {
    title: 'Welcome back',
    subtitle: 'Sign in to your ServiceHub account.',
    forgotPassword: 'Forgot password?',
    submit: 'Sign in',
    newHere: 'New to ServiceHub?',
    createNew: 'Create new',
  },
  loginPrompt: {
    question: 'Already have an account?',
    link: 'Log In',
  },
  roleChoice: {
    title: 'Join as a Client or Service Provider',
    subtitle: 'Choose your role and start your journey with us today!',
    legend: 'I want to join as',
    clientLabel: "I'm a client, hiring for a project",
    clientDescription: 'Find trusted local providers, chat with them and agree on a price.',
    providerLabel: "I'm a Service Provider, looking for work",
    providerDescription: 'Receive requests from clients in your city and grow your reputation.',
    submit: 'Create Account',
  },
  clientSignup: {
    title: 'Sign up as a client',
    subtitle: 'Hire trusted local providers for your next project.',
    terms: 'I agree to the terms of service',
    submit: 'Register',
  },
  providerSignup: {
    title: 'Service Provider Registration',
    subtitle: 'Tell clients who you are and where you work.',
    tips: 'Send me tips and offers by email (optional)',
    terms: 'I agree to the terms and conditions',
    submit: 'Register',
  },
  /** Under the terms checkbox: the two trust pages as links. */
  termsLinks: {
    text: 'Read the <termsLink>{{terms}}</termsLink> and the <privacyLink>{{privacy}}</privacyLink> (opens in a new tab).',
    terms: 'terms of service',
    privacy: 'privacy policy',
  },
  forgotPassword: {
    title: 'Forgot your password?',
    subtitle: 'Enter your account email and we will send you a link to reset it.',
    submit: 'Send Reset Link',
    backToLogin: 'Back to login',
  },
  resetPassword: {
    title: 'Reset your password',
    subtitle: 'Choose a new password for your account.',
    submit: 'Reset Password',
    resend: 'Resend Password Reset Link',
    sendTo: 'We will send a new link to <b>{{email}}</b>.',
    checking: 'Checking your reset link…',
  },
  adminLogin: {
    title: 'Admin login',
    subtitle: 'Manage the catalog and payments.',
    submit: 'Login',
  },
  /** The mails the account module sends, in the account's language. */
  /** The second step past the account's brake (decision 0044). */
  loginCode: {
    title: 'Sign in with a one-time code',
    explainEmail:
      'We email a code to the account’s address. Type it below, with your password above.',
    explainAdmin:
      'The server puts a code in admin-login-code.txt in its data folder, where only whoever runs the server can read it. Type it below, with your password above.',
    send: 'Send me a code',
    sendAdmin: 'Put a code on the server',
    sentEmail:
      'If this email has an account, a code is on its way. It works once, for {{minutes}} minutes.',
    sentAdmin:
      'A code is in admin-login-code.txt in the server’s data folder. It works once, for {{minutes}} minutes.',
    field: 'One-time code',
    fieldHint: 'The 6 digits, with your password above.',
  },
  mail: {
    reset: {
      subject: 'Reset your ServiceHub password',
      asked: 'Someone asked to reset the password of your ServiceHub account.',
      openWithin: 'Open this link within {{minutes}} minutes to choose a new password:',
      link: 'Choose a new password',
      linkNote: '(the link works once, for {{minutes}} minutes).',
      ignore: 'If it was not you, ignore this email: your password stays as it is.',
    },
    confirmEmail: {
      subject: 'Confirm your new ServiceHub email',
      asked: 'Someone asked to make this address the login email of a ServiceHub account.',
      openWithin: 'Open this link within {{minutes}} minutes to confirm it:',
      link: 'Confirm this email address',
      linkNote: '(the link works once, for {{minutes}} minutes).',
      ignore: 'If it was not you, ignore this email: nothing changes.',
    },
    loginCode: {
      subject: 'Your ServiceHub sign-in code: {{code}}',
      asked:
        'Someone asked to sign in to your ServiceHub account on a device it does not know yet.',
      code: 'Your one-time code is {{code}}. It works once, for {{minutes}} minutes, together with your password.',
      notYou:
        'If it was not you, do nothing: without this code and your password nobody gets in. Many wrong passwords were tried on your account, so choosing a stronger password is a good idea.',
    },
    emailChangeNotice: {
      subject: 'Your ServiceHub login email is about to change',
      asked: 'Someone asked to change the login email of your ServiceHub account to {{email}}.',
      pending:
        'It changes only when the link sent to that address is opened; until then you sign in with this address.',
      resetText:
        'If it was not you, reset your password now ({{url}}): that also cancels the change.',
      resetHtml:
        'If it was not you, <resetLink>reset your password now</resetLink>: that also cancels the change.',
    },
  },
} as const;
