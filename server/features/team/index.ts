// What the rest of the server uses of the team feature; its files are its own.
export { joinRoutes, teamRoutes } from './team-routes.js';
export { TeamService } from './team-service.js';
