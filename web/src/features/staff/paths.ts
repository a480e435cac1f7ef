/** Every address of the console, spelt once. */
export const staffPaths = {
  root: '/staff',
  signIn: '/staff/sign-in',
  invitation: '/staff/invitation',
  requests: '/staff/requests',
  request: (reference: string) => `/staff/requests/${encodeURIComponent(reference)}`,
  account: '/staff/account',
  team: '/staff/team',
  audit: '/staff/audit',
} as const;
