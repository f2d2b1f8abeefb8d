/** The trust pages (terms, privacy): their titles and chrome, and the admin's editor. The texts themselves are the admin's content. */
export const sitePages = {
  titles: {
    terms: 'Terms of service',
    privacy: 'Privacy policy',
  },
  lastChanged: 'Last changed',
  loadFailed: 'We could not load this page.',
  validation: {
    bodyRequired: 'The page needs some text.',
    bodyTooLong: 'Keep the page under {{maximum}} characters.',
  },
  editor: {
    pageToEdit: 'Page to edit',
    help: 'Plain text: a blank line starts a new paragraph, a line starting with "## " is a heading and one starting with "- " a list item.',
    defaultShown: 'Visitors now read the default text.',
    textLabel: '{{title}} text',
    characters: '{{count}} / {{max}} characters',
    preview: 'Preview',
    saveFailed: 'The page could not be saved. Please try again.',
    save: 'Save page',
    discard: 'Discard changes',
    confirmRestore: 'Replace this text with the default?',
    yesRestore: 'Yes, restore the default',
    keepMine: 'Keep mine',
    restore: 'Restore the default text',
    saved: '{{title}} saved.',
    restored: 'The default text is back.',
  },
} as const;
