/**
 * What `TRUST_PROXY=true` trusts: the one TLS-terminating proxy the server is connected to, and
 * nothing further. A proxy such as nginx (`$proxy_add_x_forwarded_for`) or Caddy appends the
 * address it saw to whatever X-Forwarded-For the client sent, so only the last entry is the
 * proxy's word; trusting every hop (Fastify's `true`) would take the first, which the client
 * writes itself, and let anyone dodge the per-address login and sign-up limits by inventing one.
 * X-Forwarded-Proto is read from the same proxy (its last entry), which makes cookies `Secure`.
 */
export function trustOneProxy(_address: string, hop: number): boolean {
  return hop === 0;
}
