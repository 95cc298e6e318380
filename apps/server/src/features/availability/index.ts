export { registerAvailabilityRoutes } from './availability.routes';
export { AvailabilityService } from './availability.service';
