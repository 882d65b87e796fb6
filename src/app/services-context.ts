import { createContext, useContext } from 'react';
import type { Services } from './services.ts';

/** The services the app was composed with: `createServices` in the app, fakes in tests. */
export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside ServicesContext.');
  return services;
}
