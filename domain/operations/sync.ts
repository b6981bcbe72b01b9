import { operation } from '../operation.js';
import { syncRequestSchema, syncResultSchema } from '../sync.js';

/**
 * Replaying a phone's offline queue. Each change runs with the permission its own operation
 * needs, checked when it reaches the server; the route itself only needs a member.
 */
export const syncChanges = operation({
  name: 'syncChanges',
  method: 'POST',
  path: '/api/sync',
  rule: 'member',
  tag: 'sync',
  summary: 'Apply changes made offline on a device, in order, each exactly once',
  body: syncRequestSchema,
  status: 200,
  response: syncResultSchema,
});
