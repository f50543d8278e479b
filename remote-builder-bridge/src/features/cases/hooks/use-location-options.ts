// The studio's shared hook (the new-case form uses it too), for the case pages.
export { useLocationOptions } from '../../../hooks/use-location-options';
