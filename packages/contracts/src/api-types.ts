import type { z } from 'zod';
import type { ApiRouteName, ApiRoutes } from './routes.ts';

// Request and response types of a call, inferred from its route's schemas:
// `ApiRequest<'joinWaitlist'>` is what the site sends, `ApiParsedRequest<'joinWaitlist'>` what a tracker
// handler holds after parsing, `ApiResponse<'joinWaitlist'>` what the site holds after parsing the answer.

type Part = 'params' | 'query' | 'body';

type Flatten<T> = { [K in keyof T]: T[K] };

type Nothing = Record<never, never>;

// A part the client may leave out (an empty body, a query of optional fields) becomes an optional key.
type InputPart<Route, K extends Part> =
  Route extends Record<K, infer Schema extends z.ZodType>
    ? undefined extends z.input<Schema>
      ? { [P in K]?: z.input<Schema> }
      : Nothing extends z.input<Schema>
        ? { [P in K]?: z.input<Schema> }
        : { [P in K]: z.input<Schema> }
    : Nothing;

type OutputPart<Route, K extends Part> =
  Route extends Record<K, infer Schema extends z.ZodType> ? { [P in K]: z.output<Schema> } : Nothing;

export type ApiRequest<Name extends ApiRouteName> = Flatten<
  InputPart<ApiRoutes[Name], 'params'> & InputPart<ApiRoutes[Name], 'query'> & InputPart<ApiRoutes[Name], 'body'>
>;

export type ApiParsedRequest<Name extends ApiRouteName> = Flatten<
  OutputPart<ApiRoutes[Name], 'params'> & OutputPart<ApiRoutes[Name], 'query'> & OutputPart<ApiRoutes[Name], 'body'>
>;

export type ApiResponse<Name extends ApiRouteName> = z.output<ApiRoutes[Name]['response']>;
