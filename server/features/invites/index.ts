// What the rest of the server uses of invitations; its files are its own.
export { createInvites, firstInviteIfEmpty, inviteDigest, redeemInvite } from './invite-service.js';
