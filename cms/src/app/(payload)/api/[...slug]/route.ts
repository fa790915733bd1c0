/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'
import { guardRest } from '../../../../security/guard-rest.ts'

// Wrapped (src/security/guard-rest.ts): the sign-in limit, 4xx for the caller's mistakes, sandboxed uploads.
export const GET = guardRest(REST_GET(config))
export const POST = guardRest(REST_POST(config))
export const DELETE = guardRest(REST_DELETE(config))
export const PATCH = guardRest(REST_PATCH(config))
export const PUT = guardRest(REST_PUT(config))
export const OPTIONS = guardRest(REST_OPTIONS(config))
