// The dashboard's words. It is an internal screen for operators, so its copy lives with the code rather
// than in the CMS, where marketers edit what visitors read.

export const dashboardTexts = {
  title: 'The Tale of the Free eBook',
  subtitle: 'Chapter by chapter: who visited, who asked for the guide, who took an offer and who turned the last page.',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  signOut: 'Sign out',
  signedInAs: 'Signed in as',
  checkingSession: 'Checking your sign-in…',
  loadingReport: 'Loading the report…',
  updatingReport: 'Updating the report…',
  retry: 'Try again',
  reportFailed: 'The report could not be loaded.',
  emptyTitle: 'No activity in this period',
  emptyMessage:
    'Nobody visited, signed up or downloaded in the chosen days, so every figure below is zero. Try a wider date range or all affiliates.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  signIn: {
    title: 'Operator sign-in',
    intro: 'Sign in with your CMS account to read the funnel reports.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    pending: 'Signing in…',
    failed: 'The email or password is not correct.',
    unavailable: 'Signing in is not possible right now. Please try again in a moment.',
  },
  refusal: {
    title: 'This report is for operators',
    message:
      'Your account does not have the operator role, so it cannot read the analytics. Ask an admin to add the operator role to your account in the CMS, or sign in with another account.',
  },
} as const;
