// @keepsake/shared/contract/staff: The staff's desk (the studio): cases list and overview, inbox, events, notifications, team invitations, names,
// the platform's homes.
// One entry point per domain (ADR 122): a page loads the schemas of its domain, not every domain's.
export * from '../staff-desk';
export * from '../staff-inbox';
export * from '../staff-events';
export * from '../staff-notifications';
export * from '../staff-case-overview';
export * from '../name-parts';
export * from '../invitation-manage';
export * from '../platform-homes';
