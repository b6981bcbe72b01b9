import { z } from 'zod';

/**
 * zod for the domain's schemas, configured before any schema is built. In a browser it must not
 * compile parsers with `new Function`: our Content-Security-Policy forbids eval, and even zod's
 * caught probe for it is reported as a policy violation on every page load. On the server the
 * compiled parsers stay (they are faster).
 */
z.config({ jitless: 'document' in globalThis });

export { z };
