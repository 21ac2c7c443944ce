/**
 * Leaves the app for another address, replacing the current history entry, so that Back does not
 * return to a page that only sent the visitor on. One owner, so that start-up can be tested
 * without a browser that navigates.
 */
export function replacePage(url: string): void {
  window.location.replace(url);
}
