/** Server-Sent Event names on GET /api/live. */
export const liveEvents = {
  /** data: ChangeBatch; the SSE id is the revision. */
  changes: 'changes',
  /** The client is too far behind (or ahead): reload the snapshot, then reconnect. */
  reset: 'reset',
  /** The session ended (logout elsewhere, disabled user, expiry): go to the login screen. */
  signedOut: 'signed-out',
  /**
   * The member's role changed: read the session again and reload the model, which
   * holds costs or not by role.
   */
  roleChanged: 'role-changed',
  /**
   * Newer streams of the same session or restaurant took this one's place (a session or a
   * restaurant may hold only so many): reconnect when the tab is looked at again, not at once.
   */
  displaced: 'displaced',
} as const;
