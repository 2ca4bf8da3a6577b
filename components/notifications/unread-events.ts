// A window event that tells the header badge to re-count now (after "mark read" on the page),
// instead of waiting for its next poll.
export const UNREAD_CHANGED = "corps:notifications-changed";

export function announceUnreadChanged(): void {
  window.dispatchEvent(new Event(UNREAD_CHANGED));
}
