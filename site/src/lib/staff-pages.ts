// The operator's pages, by path (the same rule as the server's arrival capture, server/attribution/): their
// query holds the operator's own choices, such as the dashboard's affiliate filter, never a visitor's
// tracking values.

const staffPagePath = /^\/analytics(\/|$)/;

export function isStaffPage(pathname: string): boolean {
  return staffPagePath.test(pathname);
}
