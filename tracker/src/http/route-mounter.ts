import type { ApiRouteName } from '@seniorguide/contracts';
import type { Request, Response, Router } from 'express';
import { mountRoute, type RouteHandler } from './mount-route.ts';
import type { Ownership } from './ownership.ts';

/** Mounts a call of the contracts' table on the API router; feature routers receive only this. */
export type RouteMounter = <Name extends ApiRouteName>(
  name: Name,
  handler: RouteHandler<Name>,
  options?: { method?: 'post'; acceptBeaconText?: boolean },
) => void;

export function createRouteMounter({
  router,
  ownership,
  bodyLimit,
}: {
  router: Router;
  ownership: (req: Request, res: Response) => Ownership;
  bodyLimit: string;
}): RouteMounter {
  return (name, handler, options = {}) => mountRoute({ router, name, handler, ownership, bodyLimit, ...options });
}
