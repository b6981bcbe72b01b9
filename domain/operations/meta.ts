import { healthSchema } from '../health.js';
import { operation } from '../operation.js';

export const health = operation({
  name: 'health',
  method: 'GET',
  path: '/api/health',
  rule: 'public',
  tag: 'meta',
  summary:
    'Liveness and a round trip to the database; 503 degraded, with why and Retry-After, while it cannot write',
  status: 200,
  response: healthSchema,
  otherResponses: { 503: healthSchema },
});
