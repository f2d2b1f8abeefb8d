/** Disputes as both parties and the admin read them, and the server's dispute answers. */
export const disputes = {
  validation: {
    reasonRequired: 'Reason is required.',
    statementRequired: 'Statement is required.',
    noteRequired: 'Note is required.',
    adjustedPrice: 'An adjusted price is required for an adjusted outcome, and only for it.',
  },
  errors: {
    notFound: 'Dispute not found.',
    notOpen: 'This dispute is already resolved.',
    alreadyOpen: 'This order already has an open dispute.',
    notDisputable: 'Only an accepted order, or one completed in the last days, can be disputed.',
    orderNotFound: 'Order not found.',
    noAttachment: 'This dispute has no attachment.',
    tooManyStatements:
      'You have added many statements in a short time. Please wait a few minutes before adding another.',
  },
  /** How each outcome of a resolved dispute is said. */
  outcome: {
    completed: 'Completed at the agreed price',
    adjusted: 'Completed at an adjusted price',
    cancelled: 'Order cancelled',
  },
  status: {
    open: 'Open',
    resolved: 'Resolved',
  },
  /** Who wrote a reason or a statement. */
  author: {
    you: 'You',
    client: '{{name}} (client)',
    provider: '{{name}} (provider)',
    admin: 'Admin',
  },
  thread: {
    reason: 'Reason',
    statement: 'Statement',
    /** The reason of a dispute the admin opened to close a stale order (the server keeps English). */
    staleReason: 'Not completed long after it was accepted: closed by the admin.',
  },
  resolution: {
    title: 'Resolved: {{outcome}}',
    newPrice: 'New price: <strong>{{price}}</strong>',
    note: "Admin's note: <note>{{note}}</note>",
    resolvedAt: 'Resolved <time>{{moment}}</time>',
  },
  evidence: {
    loading: 'Loading the evidence',
    loadFailed: 'We could not load the evidence.',
    alt: 'Evidence for {{about}}',
    pdf: 'A PDF document. Open it in a new tab or download it to read it.',
    openImage: 'Open image in a new tab',
    openPdf: 'Open PDF in a new tab',
    download: 'Download',
    view: 'View evidence',
    title: 'Evidence for {{about}}',
    close: 'Close',
  },
} as const;
