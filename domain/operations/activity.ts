import {
  activityFiltersSchema,
  activityPageSchema,
  activityPeopleSchema,
  activityQuerySchema,
} from '../activity.js';
import { operation } from '../operation.js';

/** The Activity view: who changed what, when. */

export const activity = operation({
  name: 'activity',
  method: 'GET',
  path: '/api/activity',
  rule: 'see-activity',
  tag: 'activity',
  summary: "A page of the restaurant's changes, newest first: who, when, what",
  query: activityQuerySchema,
  status: 200,
  response: activityPageSchema,
});

export const activityPeople = operation({
  name: 'activityPeople',
  method: 'GET',
  path: '/api/activity/people',
  rule: 'see-activity',
  tag: 'activity',
  summary: 'The members the activity can be filtered by, removed ones too',
  status: 200,
  response: activityPeopleSchema,
});

export const activityCsv = operation({
  name: 'activityCsv',
  method: 'GET',
  path: '/api/activity.csv',
  rule: 'see-activity',
  tag: 'activity',
  summary: "The restaurant's changes the filters select, newest first, as CSV",
  query: activityFiltersSchema,
  status: 200,
  response: null,
  produces: 'text/csv',
});
