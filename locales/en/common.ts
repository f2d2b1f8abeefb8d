/** Texts of the app's shell: language, connection, generic states and actions. */
export const common = {
  language: {
    label: 'Language',
    switchTo: 'Switch the language to {{name}}',
  },
  time: {
    justNow: 'just now',
    onMoment: 'on {{moment}}',
  },
  network: {
    offline: 'You are offline. Check your connection and try again.',
    unreachable: 'We could not reach ServiceHub. Check your connection and try again.',
    timeout: 'ServiceHub did not answer in time. Check your connection and try again.',
  },
  validation: {
    wholeNumber: 'must be a positive whole number',
    tooLong: 'must be at most {{maximum}} characters',
    noNul: 'must not contain NUL characters',
    directionControls: 'must not contain hidden characters that change the direction of the text',
    oneLine: 'must be one line, without line breaks or tabs',
    invisibleCharacters: 'must not contain invisible characters such as zero-width spaces',
  },
  genericFailure: 'Something went wrong on our side. Please try again.',
  networkFailure: 'We could not reach the server. Check your connection and try again.',
  /** The product's name, as the header, the footer and the tab's title show it. */
  brand: 'ServiceHub',
  homeLink: 'ServiceHub home',
  /** The footer's and the signed-in menu's entry (decision 0052). */
  installApp: 'Install the app',
  skipToContent: 'Skip to content',
  /** A page's tab title: its heading, then the product. */
  documentTitle: '{{page}} · ServiceHub',
  loading: 'Loading',
  close: 'Close',
  closeNotification: 'Close notification',
  removeChosenFile: 'Remove the chosen file',
  nav: {
    main: 'Main',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    home: 'Home',
    about: 'About',
    findProvider: 'Find a provider',
    register: 'Register',
    login: 'Login',
    clientDashboard: 'ClientDashboard',
    categories: 'Categories',
    messages: 'Messages',
    requests: 'Requests',
    history: 'History',
    profile: 'Profile',
    billing: 'Billing',
    agenda: 'Agenda',
    savedProviders: 'Saved providers',
    logout: 'Logout',
  },
  footer: {
    tagline:
      'The marketplace where clients find trusted local service providers, and providers find their next job.',
    contact: 'Contact',
    allServices: 'All services',
    address: '12 Shahrah-e-Faisal, Karachi, Pakistan',
    explore: 'Explore',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    copyright: '© {{year}} ServiceHub. All rights reserved.',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to home',
  },
  routeError: {
    title: 'Unexpected Application Error!',
    text: 'Something broke on this page. Reloading usually helps.',
  },
  loadError: {
    title: 'Something went wrong',
    tryAgain: 'Try again',
  },
  /** A paged list's footer; `what` names the list's items ("chats", "reviews"). */
  loadMore: {
    button: 'Load more {{what}}',
    failed: 'We could not load more {{what}}.',
  },
  upload: {
    progress: 'Upload progress',
    sending: 'Sending… {{percent}}%',
    saving: 'Sent, saving…',
    imageProgress: 'Image upload progress',
    imageSending: 'Uploading image… {{percent}}%',
    imageSaving: 'Upload complete, saving…',
  },
  connection: {
    offline: 'You are offline. What you do now cannot be saved until the connection is back.',
    reconnecting:
      'Reconnecting to live updates… New messages will show up once the connection is back.',
    chatNotConnected: 'Not connected to the chat server.',
    chatTimeout: 'The chat server did not answer in time. Please try again.',
    chatBadAnswer: 'The chat server sent an unexpected answer.',
  },
} as const;
